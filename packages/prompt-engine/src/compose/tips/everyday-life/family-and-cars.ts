import { FOR_OWN_CLIENTS, type ExpertTip } from "../expert-tip.ts";

/** Shift work, relationships, family and events, cars. */
export const familyAndCarsTips: ExpertTip[] = [
  // A household run around rotating or night shifts: no one routine fits every week.
  {
    kinds: ["plan", "advice"],
    about: "shift shifts rotating nights rota nurse 12hr routine system",
    text: "Build it around the shift pattern rather than the days of the week: one routine for work days, one for days off and a short reset for the change between them, with cooking and errands batched on days off and sleep protected before and after shifts.",
    whenPattern:
      /\b(?:rotating|night|nights|12 ?hr|12[- ]hour|changing)\s+shifts?\b|\bshift (?:work|pattern|rota)\b|\b\d on \d off\b/u,
    // "is it better to stay on nights on my days off or flip back?" weighs a choice; no routine is asked for.
    unlessPattern: /\b(?:is it better|better to|should i|or (?:flip|switch|go) back)\b/u,
  },
  // Relationships, family and events.
  {
    kinds: ["advice"],
    about: "alcohol alcoholic drunk drink i'm worried",
    text: "Suggest raising it privately when both are sober, with specific incidents and 'I'm worried' statements rather than labels like 'alcoholic', expecting denial the first time, and having support ready, including Al-Anon or local alcohol services for the worried friend or relative too.",
    when: [
      "friend",
      "husband",
      "wife",
      "partner",
      "boyfriend",
      "girlfriend",
      "dad",
      "mum",
      "mom",
      "father",
      "mother",
      "brother",
      "sister",
      "son",
      "daughter",
      "roommate",
    ],
    unless: ["antibiotic", "antibiotics", "pregnant", "recipe"],
  },
  {
    kinds: ["advice"],
    about: "elderly dad mum mom father mother",
    text: "Suggest getting a doctor's fitness-to-drive opinion or an independent driving assessment so the verdict isn't the family's alone, planning transport alternatives before the conversation, and mention reporting to the DVLA or DMV as a last resort.",
    when: [
      "stop driving",
      "still driving",
      "give up driving",
      "giving up driving",
      "insists on driving",
      "unsafe",
      "not safe",
      "accidents",
      "keys",
    ],
  },
  {
    kinds: ["advice"],
    about: "assisted living care home dementia",
    text: "Start from a care-needs assessment (by the local council in the UK, or a doctor or geriatric care manager in the US), involve the parent in the decision as far as their capacity allows, and check funding and power-of-attorney arrangements early.",
    when: ["assisted living", "care home", "nursing home", "retirement home", "memory care"],
    // A move into care still to decide, not a parent who lives in one ("keeps getting UTIs in her care home").
    unlessPattern: /\b(?:in|at) (?:her|his|their|the) (?:care|nursing|retirement) home\b|\balready in\b/u,
  },
  // "keeps ringing me at 2am asking if I've fed the dog… is this normal at her age?"
  {
    kinds: ["advice", "question"],
    about: "memory forget forgetful confused dementia normal age",
    text: "Say which changes go beyond normal ageing (confusion about time or night and day, the same question again and again, getting lost somewhere familiar, missed bills or medicines), that a sudden change can have a treatable cause such as an infection, a medicine, or low B12 or thyroid, and that the GP can rule those out and refer to a memory clinic.",
    whenPattern:
      /\b(?:memory|forgetful|forgetting|confused|confusion|dementia|alzheimer'?s)\b[\s\S]*\b(?:mum|mom|dad|mother|father|gran|grandma|grandad|grandpa|nan|aunt|uncle|husband|wife|partner|parents?|he|she)\b|\b(?:mum|mom|dad|mother|father|gran|grandma|grandad|grandpa|nan|aunt|uncle|husband|wife|partner|parents?)\b[\s\S]*\b(?:memory|forgetful|forgetting|confused|confusion|dementia|alzheimer'?s)\b/u,
    unless: ["assisted living", "care home", "nursing home", "memory care", "power of attorney", "lasting power"],
  },
  {
    kinds: ["advice", "message"],
    about: "in-laws inlaws mother-in-law unannounced boundaries",
    text: "Suggest the partner whose parents they are delivers the message, agreed between the couple first, with one concrete request rather than a list of grievances.",
    // A message to deliver: an in-law's comments in a question about a child's walking ask for none,
    // nor do questions to ask the care homes a mother-in-law may move to.
    whenPattern:
      /\b(?:(?:tell|say to|ask|talk to|stop|confront|deal with|handle|message|text) (?:my |our )?(?:(?:\w+-)?in-laws?|mil|fil)|(?:tell|ask|get) (?:her|him|them) to stop|boundar\w*|unannounced|turn(?:s|ing)? up|drop(?:s|ping)? (?:in|by))\b/u,
    when: ["in-law", "in-laws", "in law", "in laws", "inlaws", "mil", "fil"],
  },
  {
    kinds: ["advice"],
    about: "lonely loneliness isolated friends city",
    text: "Favour regular, repeated settings (a weekly class, club, volunteering or sport) over one-off events, since friendships grow from repeated contact, and suggest small next steps like reinviting someone after a good conversation.",
    when: ["lonely", "loneliness", "isolated", "no friends", "make friends"],
  },
  {
    kinds: ["advice"],
    about: "controlling coercive jealous checks phone isolates isolating",
    text: "Name the pattern of coercive control (monitoring, isolating from friends, controlling money) without labelling the person, suggest staying close and non-judgemental rather than issuing ultimatums, and give domestic abuse helpline details, which also advise worried friends.",
    when: ["controlling", "coercive", "checks her phone", "checks his phone", "checks my phone", "isolates"],
  },
  {
    kinds: ["plan", "advice", "how-to", "question"],
    about: "funeral arrange arranging cremation burial director",
    text: "Point out that funeral directors must give itemised price lists and that direct cremation costs far less, check for any prepaid plan or wishes in the will, and note the death must be registered before the funeral can go ahead (within five days in England and Wales).",
    // A funeral business writing for the families it serves is not a family arranging a funeral.
    unlessPattern: FOR_OWN_CLIENTS,
  },
  // Cars.
  {
    kinds: ["how-to", "question"],
    about: "oil change engine filter drain",
    text: "Use the oil grade and capacity from the owner's manual, replace the drain-plug washer and the filter, tighten the plug to the specified torque rather than as hard as possible, recheck the level after a short run, and take the old oil to a recycling point.",
    // Changing the oil, not checking its level on a morning round ("engine oil, weed hatch…").
    when: [
      ...["oil change", "change the oil", "change my oil", "changing the oil", "change the engine oil"],
      ...["drain the oil", "oil and filter", "oil filter"],
    ],
    unless: ["light", "reset", "indicator"],
  },
  {
    kinds: ["advice", "comparison"],
    about: "keep repair repairs fixing old car",
    text: "Compare the next year's likely repairs with the car's value and the full cost of a replacement (depreciation, insurance, finance), and get an independent inspection of the big items — rust, gearbox, timing belt — before deciding.",
    // The car is the question ("keep fixing my old car or buy new"), not a detail of another one.
    when: [
      "keep fixing",
      "keep repairing",
      "worth fixing",
      "worth repairing",
      "repair or replace",
      "fix or replace",
      "scrap",
      "buy a new car",
      "new car or",
    ],
    unless: ["lease", "leasing", "lend", "lending", "borrow", "loan"],
  },
  {
    kinds: ["advice", "comparison"],
    about: "electric ev charging hybrid range",
    text: "Compare on charging access first — home charging on an off-peak tariff costs far less than public rapid charging — then real-world winter range against the longest regular journey, and the battery warranty.",
    when: ["electric car", "ev", "evs", "electric vehicle", "hybrid", "tesla"],
  },
];
