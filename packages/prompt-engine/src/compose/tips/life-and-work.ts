import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for plans, advice, choices, ideas, cooking, careers, work documents, role-play and images. */
export const lifeAndWorkTips: ExpertTip[] = [
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
    about: "business name brand names company",
    text: "Check each name is easy to say and spell, and note whether an obvious .com or social handle is likely to be taken.",
  },
  {
    kinds: ["brainstorm"],
    about: "gift present birthday ideas",
    text: "Spread the ideas over price ranges and say roughly what each costs.",
  },
  {
    kinds: ["recipe"],
    about: "dinner quick weeknight leftovers ingredients",
    text: "Use what I have first, keep it to one pan or tray where possible, and give total hands-on time.",
  },
  {
    kinds: ["recipe"],
    about: "bake cake bread cookies baking",
    text: "Give weights in grams as well as cups, and the oven temperature for fan and conventional ovens.",
  },
  {
    kinds: ["resume", "cover-letter"],
    about: "career change switch industry transferable",
    text: "Lead with transferable skills and results, and explain the change in one confident sentence.",
  },
  {
    kinds: ["interview-prep"],
    about: "nursing nurse hospital clinical",
    text: "Include patient-safety and prioritisation scenarios, and answers that show calm communication with patients and families.",
  },
  {
    kinds: ["interview-prep"],
    about: "software engineer developer coding technical system design",
    text: "Include a coding and a system-design question with what a strong answer covers, and how to think aloud.",
  },
  {
    kinds: ["business-document"],
    about: "policy procedure sop process",
    text: "State the purpose and scope, who is responsible for each step, and how exceptions are handled.",
  },
  {
    kinds: ["business-document"],
    about: "proposal pitch client project quote",
    text: "Lead with the client's problem and the outcome, then scope, timeline, price and what is not included.",
  },
  {
    kinds: ["business-document"],
    about: "job description hiring role posting",
    text: "Separate must-have from nice-to-have requirements, state the salary range, and use inclusive wording.",
  },
  {
    kinds: ["business-document", "presentation"],
    about: "meeting agenda quarterly review results",
    text: "Give every agenda item an owner, a time box and the decision it should produce.",
  },
  {
    kinds: ["presentation"],
    about: "pitch deck investors startup fundraising",
    text: "Follow the investor order: problem, solution, market, traction, business model, team, and the ask.",
  },
  {
    kinds: ["role-play"],
    about: "investor pitch grill tough questions",
    text: "Ask the hard questions a real investor would (market size, unit economics, competition), and push back on vague answers.",
  },
  {
    kinds: ["role-play"],
    about: "language practice conversation spanish french partner",
    text: "Speak mostly in the target language at my level, and correct my mistakes briefly after each of my replies.",
  },
  {
    kinds: ["role-play", "interview-prep"],
    about: "mock interview interviewer practice",
    text: "Ask follow-up questions on my answers the way a real interviewer would, and score each answer at the end.",
  },
  {
    kinds: ["role-play"],
    about: "negotiation salary raise negotiate",
    text: "Hold a realistic position, concede only when I give a reason, and reveal afterwards where I left value on the table.",
  },
  {
    kinds: ["image-prompt"],
    about: "portrait person face photo character",
    text: "Describe the lens and light (e.g. 85mm, soft window light) and the expression, not only the person.",
  },
  {
    kinds: ["image-prompt"],
    about: "landscape cabin scene dusk night sunset",
    text: "Name the time of day and the light quality, and the foreground, middle ground and background.",
  },
];
