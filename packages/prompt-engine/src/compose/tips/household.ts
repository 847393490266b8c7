import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for plants, cars and the home. */
export const householdTips: ExpertTip[] = [
  {
    kinds: ["advice", "how-to", "question"],
    about: "houseplant succulent watering overwatering potted indoor",
    text: "Replace a fixed watering schedule with a finger or pot-weight check: water most houseplants when the top 2–3 cm of soil is dry, soak until it drains, then empty the saucer.",
  },
  {
    kinds: ["advice", "how-to", "question"],
    about: "aphids gnats mites mealybugs pests plant",
    text: "Identify the pest from visible signs (webbing, sticky honeydew, white fluff, tiny flies over the soil) before treating, isolate the plant, and start with the least toxic fix such as wiping, showering or letting soil dry.",
  },
  {
    kinds: ["advice", "question", "how-to"],
    about: "tomato blossom rot split cracked calcium",
    text: "Explain that blossom end rot usually comes from irregular watering stopping calcium reaching the fruit rather than calcium-poor soil, so advise steady deep watering and mulch before any calcium spray or additive.",
  },
  {
    kinds: ["advice", "how-to", "question"],
    about: "lawn turf grass patches moss reseed",
    text: "Distinguish dog urine (green ring around a brown spot), grubs (turf lifts like a carpet), drought and fungal disease with a quick check for each before recommending reseeding, feeding or treatment.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "repot repotting rootbound potbound transplant houseplant",
    text: "Move up only one pot size (about 2–5 cm wider) into a pot with drainage holes, use fresh mix suited to the plant, and hold off fertilising for a few weeks while roots recover.",
  },
  {
    kinds: ["advice", "how-to", "question"],
    about: "seedlings leggy seedling windowsill grow spindly",
    text: "Treat leggy seedlings as a light problem first: lower grow lights to a few centimetres above them or supplement a windowsill, keep them slightly cooler, and bury stretched tomato stems deeper when potting on.",
  },
  {
    kinds: ["question", "advice"],
    about: "houseplant lily lilies plant toxic poisonous",
    text: "Flag that true lilies and daylilies can cause fatal kidney failure in cats even from pollen or vase water, and give the specific plant's toxicity level rather than a blanket safe or unsafe.",
  },
  {
    kinds: ["advice", "question", "how-to"],
    about: "fertilizer fertiliser npk feed feeding houseplant",
    text: "Relate the N-P-K numbers to the goal (nitrogen for leaves, phosphorus and potassium for flowers and fruit), dilute liquid feed to half strength for houseplants, and stop feeding in winter when growth slows.",
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "car noise clunk rattle knocking whining",
    text: "Ask or work through when the noise happens — braking, turning, over bumps, accelerating, cold start — and whether it follows road speed or engine revs, since that narrows the cause before any guess.",
    // The member who says when the noise comes has answered the tip's question.
    unless: [
      "one line",
      "short answer",
      "brief",
      "when i brake",
      "when braking",
      "when i turn",
      "when turning",
      "when i accelerate",
      "when accelerating",
      "over bumps",
      "when i go over",
      "when i start",
      "when it's cold",
      "when its cold",
      "when cold",
      "when i change gear",
    ],
  },
  {
    kinds: ["advice", "question"],
    about: "brake pads rotors grind noise",
    text: "Separate a high squeal (often the pad wear indicator, book a check soon) from metal-on-metal grinding or a soft pedal (stop driving and have it inspected), and mention the normal bedding-in noise of new pads.",
    // A shaking wheel or a pulling car under braking is another symptom, with other causes.
    when: [
      ...["noise", "noises", "noisy", "squeal", "squeals", "squealing", "squeak", "squeaks", "squeaking"],
      ...["grind", "grinds", "grinding", "scraping", "soft pedal", "spongy", "pedal sinks"],
    ],
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "brake braking steering wheel shake shudder vibration judder discs rotors",
    text: "A steering wheel that shakes under braking from speed most often points to front discs worn unevenly (called warped); say that discs and pads are usually replaced together, and what else to rule out (wheel balance, worn suspension joints).",
    when: [
      ...["shake", "shakes", "shaking", "shudder", "shudders", "shuddering", "vibrate", "vibrates", "vibrating"],
      ...["vibration", "judder", "judders", "juddering", "wobble", "wobbles", "wobbling"],
    ],
    whenPattern: /\bbrak/u,
  },
  {
    kinds: ["question", "advice", "explanation"],
    about: "dashboard dash warning light engine illuminated",
    text: "Explain the colour code — red means stop safely now, amber means get it checked soon — and that a flashing engine light signals a misfire that can damage the catalytic converter.",
    // A security light that flashes after a battery change is no engine light.
    unless: ["key", "immobiliser", "immobilizer", "security light", "anti-theft", "battery"],
  },
  {
    kinds: ["question", "advice", "explanation"],
    about: "dashboard dash light key immobiliser security battery changed",
    text: "Say that a flashing car-and-key light is usually the immobiliser's normal parked signal, and that after a battery change the clock, radio code, windows' auto-up and sometimes the steering angle need resetting; see a dealer only if the car won't start or a warning stays lit while driving.",
    when: ["key", "immobiliser", "immobilizer", "security light", "anti-theft"],
  },
  {
    kinds: ["advice", "question", "plan"],
    about: "car service servicing oil interval overdue",
    text: "Follow the owner's manual interval, using its severe-service schedule for mostly short trips, towing or dusty roads, and check the oil meets the manual's specification code, not just the viscosity grade.",
    // When a car needs servicing, not a dispute with a garage.
    when: ["interval", "how often", "overdue", "oil change", "miles", "mileage", "km", "due", "when should"],
  },
  {
    kinds: ["question", "how-to"],
    about: "tyre tire pressure psi inflate tpms",
    text: "Point to the pressures on the driver's door jamb or fuel flap, not the maximum printed on the tyre sidewall, and check tyres cold, since pressure rises after driving.",
  },
  {
    kinds: ["advice", "how-to"],
    about: "secondhand car dealer seller inspection vin",
    // A used car to inspect, not a new one paid for from savings or a loan.
    when: [
      "used",
      "second-hand",
      "secondhand",
      "second hand",
      "pre-owned",
      "private seller",
      "privately",
      "inspection",
    ],
    text: "Cover a history check for outstanding finance, write-offs and mileage, matching VIN on documents and car, a cold-start test drive, service records, and an independent inspection before paying anything.",
  },
  {
    kinds: ["advice", "question", "how-to"],
    about: "car battery clicking cranks dead jump",
    // A fault to diagnose, not the steps of a jump start the member already chose.
    when: [
      "won't start",
      "wont start",
      "will not start",
      "doesn't start",
      "not starting",
      "won't turn over",
      "click",
      "clicks",
      "clicking",
      "cranks",
      "crank",
      "cranking",
    ],
    text: "Branch on the symptom: rapid clicking or dim lights suggests the battery, a single click the starter, cranking without firing fuel or ignition, and no response at all the battery terminals or immobiliser.",
  },
  {
    kinds: ["advice", "email"],
    about: "mechanic garage overcharged workshop bodyshop",
    text: "Recommend a written, itemised estimate before work starts, approval required for anything extra, asking for replaced parts back, and comparing labour hours against standard book times when a bill looks inflated.",
  },
  {
    kinds: ["advice", "question"],
    about: "car overheating overheat coolant gauge steam",
    text: "Tell me to pull over and switch off, never open the radiator or coolant cap while the engine is hot, and explain that driving on while overheating can warp the cylinder head.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "tap taps faucet dripping cartridge washer spout",
    text: "Identify the tap type first — several turns to open suggests a compression washer, a quarter turn a ceramic cartridge — shut the isolation valve, and take the old part to the shop to match it.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "ceiling leak leaking stain upstairs bulging",
    text: "Prioritise stopping the water (stopcock, upstairs tap or appliance), switching off the circuit for any wet light fitting, and piercing a bulging ceiling over a bucket to release the water safely.",
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "damp condensation mould mold musty bathroom",
    text: "Distinguish condensation (cold external walls, windows and corners, worst in winter) from penetrating damp (patches after rain) and rising damp (tide mark up to about a metre) before recommending any damp-proofing treatment.",
    unless: ["one line", "short answer", "brief"],
  },
  {
    kinds: ["how-to", "advice"],
    about: "radiator radiators bleed bleeding heating cold",
    text: "Read the cold pattern: cold at the top means trapped air so bleed it, cold at the bottom suggests sludge needing a flush, and one cold radiator among warm ones points to a stuck valve pin.",
  },
  {
    kinds: ["how-to", "advice", "question"],
    about: "boiler pressure combi filling loop repressurise",
    text: "Give the usual cold pressure (often 1–1.5 bar, check the manual), how to top up via the filling loop, and that needing frequent top-ups signals a leak or faulty valve for a qualified heating engineer (Gas Safe registered in the UK).",
  },
  {
    kinds: ["how-to"],
    about: "reseal silicone sealant caulk caulking bath",
    text: "Insist on removing all old silicone and mould residue, letting the joint dry fully, filling the bath with water before sealing so the gap opens under load, and taping both edges for a clean line.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "frozen pipes burst pipe thaw freezing",
    text: "Shut the stopcock first in case the pipe has split, thaw from the tap end back with a hairdryer or warm towels, never a naked flame, and keep the tap open so meltwater can flow.",
  },
  {
    kinds: ["advice", "how-to"],
    about: "rcd breaker tripping fusebox fuse electricity",
    text: "Suggest unplugging everything on that circuit and resetting, then reconnecting appliances one by one to find the culprit; if it trips with nothing connected, say a qualified electrician is needed.",
  },
  {
    kinds: ["plan", "how-to"],
    about: "moving house address utilities meter notify redirect",
    text: "Include a who-to-notify list (bank, employer, doctor, vehicle and voter registration, insurers, subscriptions), dated meter photos at both properties on moving day, and post redirection set up before the move.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "tenancy checkout inventory vacating cleaning walkthrough",
    text: "Advise a timestamped video walk-through of every room after cleaning, checking against the move-in inventory, keeping cleaning receipts, and getting written confirmation of the date keys were returned.",
  },
  {
    // Advice on a disagreement only: a text to a flatmate is not the place to propose a house agreement.
    kinds: ["advice"],
    about: "housemate flatmate roommate chores bills housemates",
    text: "Suggest turning the disagreement into a written house agreement covering bill splitting, a cleaning rota, guests and quiet hours, raised at a calm house meeting rather than in the group chat.",
  },
  {
    kinds: ["advice"],
    about: "neighbour neighbor fence boundary hedge overhanging",
    // A dispute over where a line runs or what crosses it: a friendly word about leaves in the
    // gutters ("we get on really well with him") needs no deeds or solicitors.
    whenPattern:
      /\b(?:boundary|boundaries|property line|fence line|encroach\w*|overhang\w*|title plan|deeds|whose (?:fence|hedge|tree|wall|land)|(?:on|onto|over) (?:our|my|his|her|their) (?:land|side|property))\b/u,
    unlessPattern:
      /\b(?:get on (?:really |very )?well|friendly|don'?t want (?:it )?to be (?:weird|awkward)|keep (?:it )?friendly|good terms)\b/u,
    text: "Suggest checking the title plan, deeds or property survey before arguing about a boundary, note that overhanging branches can usually be cut back to the boundary line, and try community mediation before solicitors.",
  },
];
