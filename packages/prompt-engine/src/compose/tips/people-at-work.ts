import type { ExpertTip } from "./expert-tip.ts";

/** Managing people and a career at work: hiring, discipline, reviews, promotion, leaving, offers. */
export const peopleAtWorkTips: ExpertTip[] = [
  {
    kinds: ["advice", "business-document"],
    about: "hiring interviewing candidates shortlist scorecard recruit",
    text: "Suggest a structured interview: the same questions for every candidate, scored against pre-agreed criteria on a simple scale, and written up before interviewers discuss, to limit bias.",
  },
  {
    kinds: ["advice"],
    about: "lateness tardiness punctuality late employee",
    text: "Suggest a private conversation that states dated instances, asks the reason before concluding (caring duties, transport, health), sets a clear expectation, and records the outcome in case formal steps follow.",
  },
  {
    kinds: ["business-document", "email"],
    about: "disciplinary warning written misconduct employee",
    text: "Reference the earlier informal conversations, list specific dated incidents, the standard expected, the review period and consequences, and the right to appeal, following the employer's own disciplinary procedure.",
  },
  {
    kinds: ["advice", "how-to"],
    about: "payroll paye employer register registering",
    text: "List the legal steps for my country: registering as an employer, right-to-work checks, payroll and tax withholding, required insurance, written contract terms, and pension or benefit obligations.",
  },
  {
    kinds: ["advice", "message", "email"],
    about: "constructive criticism underperforming underperformance direct report",
    text: "Use the situation–behaviour–impact pattern with one concrete recent example, ask for their view before proposing a fix, and agree a specific next step instead of sandwiching criticism between compliments.",
  },
  {
    kinds: ["advice", "email"],
    about: "performance review appraisal unfair rating disagree",
    // A review to dispute, not a review that is only the occasion for raising something else.
    when: [
      ...["unfair", "disagree", "disagreeing", "dispute", "disputing", "challenge", "appeal", "rebut", "rebuttal"],
      ...["rated", "rating", "score", "scored", "marked down", "below expectations", "not accurate", "inaccurate"],
    ],
    text: "Suggest asking for specific examples and what meeting expectations would look like before disputing, then responding in writing with dated evidence, and using the formal appeal route only if that fails.",
  },
  {
    kinds: ["advice", "business-document"],
    about: "promotion promoted career ladder progression senior",
    text: "Map evidence directly to the next level's written criteria, showing work already done at that level, and ask the manager what gaps remain and who else makes the decision.",
  },
  {
    kinds: ["advice"],
    about: "resign resigning resignation quitting quit boss",
    text: "Suggest telling the manager in person or on a call before sending written notice, deciding in advance how to answer a counteroffer, and not criticising colleagues on the way out.",
  },
  {
    kinds: ["brainstorm", "plan"],
    about: "team building teambuilding offsite outing bonding",
    text: "Suggest activities held within working hours, not centred on alcohol, accessible for varied mobility and diets, and give a rough per-head cost for each.",
    // A team's outing, not a rollout for a team.
    when: [
      "team building",
      "team-building",
      "teambuilding",
      "offsite",
      "off-site",
      "outing",
      "bonding",
      "away day",
      "social",
      "night out",
      "activity",
      "activities",
    ],
  },
  {
    // A self-assessment written from notes: a rewrite of the member's own text keeps its shape and length.
    kinds: ["business-document"],
    about: "self assessment appraisal self-review achievements review",
    text: "Organise it by the review's stated goals or competencies, back each claim with a measurable outcome, name one honest development area with a plan, and leave placeholders for figures not given.",
  },
  {
    kinds: ["advice"],
    about: "former peers peer promoted manager",
    text: "Suggest early one-to-ones with each former peer to reset expectations, acknowledging the change openly, and consistent decisions so friendships don't look like favouritism.",
  },
  {
    kinds: ["email"],
    about: "decline declining reject rejecting offer",
    text: "Decline promptly once decided, thank the named people involved, give a brief neutral reason or none, and leave the door open without reopening negotiation.",
    // The member turns an offer down ("decline the job offer"), not someone who "will reject it".
    when: [
      "decline",
      "declining",
      "turn down",
      "turning down",
      "turn it down",
      "reject the offer",
      "rejecting the offer",
      "not accepting",
      "say no to",
    ],
    unless: ["negotiate", "counteroffer", "counter offer"],
  },
];
