import type { ExpertTip } from "./expert-tip.ts";

/** Moving to live somewhere, not visiting it: a tourist's tips do not apply. */
const RELOCATION = ["moving to", "move to", "relocating", "relocate", "relocation", "emigrating", "moving abroad"];

/** Expertise for plans and advice. */
export const everydayTips: ExpertTip[] = [
  {
    kinds: ["plan"],
    about: "running marathon 5k workout training fitness gym",
    text: "Increase weekly load by no more than about 10%, include easy and rest days, and say how to adjust after a missed week or pain.",
  },
  {
    kinds: ["plan"],
    about: "itinerary trip travel days city visit",
    text: "Group sights by neighbourhood to limit travel time, note opening days and booking needs, and leave one flexible slot a day.",
  },
  {
    kinds: ["plan"],
    about: "meal plan week diet grocery",
    text: "Reuse ingredients across days to limit waste, and end with a grocery list grouped by aisle.",
    // The member's own grouping ("grouped by wet market vs supermarket") stands.
    unless: ["grouped by", "group by", "grouped into", "sorted by", "split by", "by shop", "by store"],
  },
  {
    kinds: ["plan"],
    about: "study exam revision learn schedule",
    text: "Use spaced repetition and practice tests, and put the hardest subjects at the time of day I focus best.",
  },
  {
    kinds: ["plan", "business-document"],
    about: "project launch timeline milestones deadline",
    text: "Work back from the deadline, show dependencies and the critical path, and add contingency before fixed dates.",
  },
  {
    kinds: ["advice"],
    about: "coworker boss manager credit conflict work",
    text: "Separate what can be documented from what is perception, and suggest raising it first in a private, specific conversation.",
    // A conflict with a colleague, not asking for pay or weighing a job offer.
    unless: ["raise", "pay rise", "salary", "promotion", "offer", "new job", "resign", "resignation", "quit"],
    when: [
      // Credit taken for the member's work, not a credit union or a credit card.
      ...["takes credit", "taking credit", "took credit", "steals credit", "stealing credit", "credit for my"],
      "conflict",
      "takes",
      "taking",
      "blames",
      "blamed",
      "undermine",
      "undermines",
      "rude",
      "ignores",
      "micromanages",
      "micromanaging",
      "bully",
      "bullying",
      "clash",
      "argument",
      "keeps",
      "complain",
    ],
  },
  {
    kinds: ["advice"],
    about: "money debt savings invest budget loan",
    text: "Note that this is general information, not personal financial advice, and show the numbers behind each option.",
  },
  {
    kinds: ["advice"],
    about: "relationship partner friend family breakup",
    text: "Acknowledge the feelings involved without taking sides, and suggest what to say in the person's own words.",
  },
  {
    kinds: ["comparison"],
    about: "phone laptop camera buy which better",
    text: "Compare on real-world use (battery, camera in low light, software support years), not only on specifications.",
  },
  {
    kinds: ["brainstorm"],
    about: "gift present birthday ideas",
    text: "Spread the ideas over price ranges and say roughly what each costs.",
  },
  {
    kinds: ["plan"],
    about: "itinerary trip sightseeing citybreak tourist",
    text: "Group sights by neighbourhood per day to cut transit, note closing days (many museums close one weekday) and timed-entry bookings, and leave a buffer half-day.",
    // A city break's sights by neighbourhood, not a road trip's stops.
    unless: ["road trip", "roadtrip", "road-trip", "drive", "driving", "camping", "rv", "campervan", ...RELOCATION],
  },
  {
    kinds: ["plan"],
    about: "japan tokyo kyoto osaka",
    text: "Note that popular sights need advance booking, IC cards like Suica cover most transit, and since the 2023 price rise a JR Pass often costs more than point-to-point tickets.",
    unless: RELOCATION,
  },
  {
    kinds: ["plan"],
    about: "europe interrail eurail schengen backpacking",
    text: "Plan at most one base per 2–3 days, check the Schengen 90/180-day rule for non-EU visitors, and note some high-speed trains need seat reservations even with a pass.",
    unless: RELOCATION,
  },
  {
    kinds: ["plan", "advice", "question", "how-to"],
    about: "relocating move pet cat dog import",
    // What a pet needs depends on the route: between rabies-free countries there is no rabies step at all.
    text: "Start with the destination's pet import rules for pets coming from my country (which can include a microchip, vaccinations and any blood test with its waiting period, parasite treatments, an import permit and a health certificate endorsed by the government vet; a route between rabies-free countries needs no rabies steps), since their lead times set the earliest date the pets can travel.",
    // Across a border: a move across town needs none of it.
    when: ["abroad", "overseas", "another country", "import", "emigrating", "emigrate", "international", "quarantine"],
  },
  {
    kinds: ["plan"],
    about: "moving relocation packing mover",
    text: "Work backward from moving day: book movers 4–8 weeks ahead, set up mail forwarding and utility transfers two weeks ahead, and pack a first-night box.",
  },
  {
    kinds: ["plan"],
    about: "workout injury knee back exercise",
    text: "Recommend clearance from a physiotherapist or doctor, program around the injury or condition with low-impact alternatives, and stop any exercise whose pain goes beyond mild or lingers into the next day.",
    // An injury or a condition named, not any workout ("haven't exercised in years" shares two words).
    whenPattern:
      /\b(?:injur\w*|hurt\w*|pain\w*|sore|knees?|back|hips?|shoulders?|ankles?|wrists?|neck|arthriti[cs]|sciatica|surgery|operation|replacement|tendon\w*|tendinitis|sprain\w*|strain\w*|herniat\w*|disc|osteoporosis|condition)\b/u,
  },
  {
    kinds: ["plan"],
    about: "running beginner 5k couch",
    text: "Use run/walk intervals, raise weekly volume by no more than about 10%, and put rest days between runs to reduce shin-splint risk.",
  },
  {
    kinds: ["plan"],
    about: "study timetable exam subject",
    text: "Work backward from the exam date, interleave subjects, use active recall and spaced repetition instead of rereading, and save the final days for past papers.",
  },
  {
    kinds: ["plan"],
    about: "wedding venue caterer guest photographer",
    text: "Order tasks by lead time: venue and date 10–12+ months out, photographer and caterer next, invitations about 8 weeks before, RSVP deadline 3–4 weeks before.",
  },
  {
    kinds: ["plan", "recipe"],
    about: "mealprep prep container lunch",
    text: "Pick recipes sharing ingredients, note most cooked meals keep 3–4 days refrigerated so later days go in the freezer, and store sauces separately to avoid sogginess.",
  },
  {
    kinds: ["plan"],
    about: "go to market gtm beta rollout launch",
    // "go easy on the white rice… grouped by market vs supermarket" launches nothing.
    when: ["launch", "launching", "go to market", "go-to-market", "gtm", "beta", "rollout", "roll out", "release"],
    text: "Set the launch date and work backward through beta feedback, pricing, support docs and announcement channels, and define one success metric and a launch-day rollback owner.",
  },
  {
    kinds: ["plan", "business-document"],
    about: "onboarding orientation 306090 hire",
    text: "Structure it by first day, first week, then 30/60/90 days, assign a buddy, and have accounts and equipment ready before day one.",
    // A new hire's first months, not the procedure for one tool or workflow.
    unless: ["sop", "git", "workflow", "procedure for"],
  },
  {
    kinds: ["plan", "advice"],
    about: "debt payoff snowball avalanche",
    text: "Compare avalanche (highest interest first, cheapest overall) with snowball (smallest balance first, quicker wins), and keep minimum payments on every debt.",
  },
  {
    kinds: ["advice"],
    about: "teen teenager adolescent parenting curfew",
    text: "Prioritise keeping communication open: suggest side-by-side talks (car, walks), listening before advising, and a few firm safety rules rather than many small ones.",
  },
  {
    kinds: ["advice"],
    about: "toddler tantrum meltdown hitting",
    text: "Suggest staying calm and naming the feeling, holding the limit without long explanations, and offering two acceptable choices; mention the paediatrician for developmental concerns.",
  },
  {
    kinds: ["advice"],
    about: "emergency fund saving savings invest",
    text: "Suggest a small emergency buffer first, then high-interest debt, and capturing any employer retirement match; say this is general information, not personal financial advice.",
    // An employer's match is a US and UK practice; a saver in rupees has provident funds instead.
    unless: ["lakh", "lakhs", "crore", "rupees", "inr", "ppf", "epf"],
    // "emergency fund is sorted (6 months)": the buffer is in place already.
    unlessPattern:
      /\b(?:emergency (?:fund|savings|pot)|rainy day (?:fund|pot))\b[^.?!]{0,30}\b(?:sorted|already|in place|done|covered|\d+ months?)\b|\b(?:already|have|got)\b[^.?!]{0,25}\b(?:emergency (?:fund|savings|pot)|rainy day)/u,
  },
  {
    kinds: ["advice", "comparison"],
    about: "401k ira roth traditional",
    text: "Compare Roth and traditional by my tax rate now against the rate I expect when I withdraw, and say what each means for taking the money out early.",
    when: ["traditional", "pre-tax", "pretax"],
    // Which account type, not which provider to hold it with.
    unless: ["vanguard", "fidelity", "schwab", "brokerage", "broker", "provider", "providers"],
  },
  {
    kinds: ["advice", "question", "comparison"],
    about: "401k ira roth pension retirement save saving",
    text: "Explain the order many planners use: a full employer match first, then high-interest debt and an emergency fund, then tax-advantaged accounts.",
    // Where the next pound or dollar goes, not which account type or provider.
    when: ["where should i put", "where to put", "what order", "which order", "prioritize", "prioritise", "first"],
    unless: ["vanguard", "fidelity", "schwab", "brokerage", "broker", "provider", "providers", "traditional"],
  },
  {
    kinds: ["advice"],
    about: "coworker colleague credit steal",
    text: "Suggest documenting contributions in writing (recap e-mails after meetings) and raising it privately with the colleague, with specific examples, before involving the manager.",
  },
  {
    kinds: ["advice", "business-document"],
    about: "fire firing terminate dismiss",
    text: "Keep the meeting short and the decision final, have HR or a witness present and final pay details ready, and check local employment law or counsel beforehand.",
  },
  {
    kinds: ["advice", "question"],
    about: "symptom pain doctor fever rash",
    // Adults' red flags, for a symptom to make sense of: a child's signs differ, and a question of
    // what medicine to give ("can I give him ibuprofen and tylenol") asks for no diagnosis.
    unlessPattern:
      /\b(?:son|daughter|kids?|child|children|baby|toddler|infant|newborn|grandson|granddaughter|\d+\s?(?:yo|y\/o|years? old|year-old|months? old))\b|\b(?:can (?:i|we) (?:give|take|mix)|dose|dosage|how much (?:\w+ )?(?:to give|can i (?:give|take)))\b/u,
    text: "Give general possibilities only, list red-flag signs needing urgent care (chest pain, trouble breathing, sudden weakness or confusion), and recommend seeing a doctor rather than self-diagnosing.",
  },
  {
    kinds: ["advice"],
    about: "boyfriend girlfriend relationship breakup",
    // The member's or a friend's partner, not a grown child home after a breakup.
    whenPattern: /\b(?:my|her|his|their|your) (?:boyfriend|girlfriend|partner|bf|gf|fianc[eé]e?)\b/u,
    text: "Ask what outcome they want before advising, avoid labelling the partner from one side of the story, and mention support resources if there's any sign of control or abuse.",
  },
  {
    kinds: ["advice"],
    about: "burnout exhausted overwhelmed workload",
    text: "Separate what can change at work (a workload conversation with the manager, priorities) from recovery habits, and suggest a doctor or therapist if it persists or includes hopelessness.",
  },
  {
    kinds: ["advice"],
    about: "quitting quit runway leave unemployment",
    text: "Suggest calculating runway (aim for 3–6+ months of expenses) and checking notice periods, when benefits and health coverage end, before quitting without another job.",
  },
];
