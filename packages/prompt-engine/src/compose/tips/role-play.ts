import type { ExpertTip } from "./expert-tip.ts";

/** A language practised, named or by its level ("my French", "I'm about A2"). */
const LANGUAGES_PRACTISED = [
  ...["spanish", "french", "german", "italian", "portuguese", "japanese", "chinese", "mandarin", "cantonese"],
  ...["korean", "arabic", "dutch", "russian", "polish", "greek", "turkish", "hindi", "language", "a1"],
  ...["a2", "b1", "b2", "c1", "target language"],
];
/** The member says how mistakes are corrected ("correct my mistakes in English at the end of each reply"). */
const SETS_CORRECTIONS =
  /\b(?:correct (?:my|me|any|all)|corrections?|fix my (?:mistakes|errors|french|spanish|grammar))\b/u;

/** Expertise for role-play: interviews, negotiations, tough questions, hard conversations and language practice. */
export const rolePlayTips: ExpertTip[] = [
  {
    kinds: ["role-play"],
    about: "investor pitch grill tough questions",
    text: "Ask the hard questions a real investor would (market size, unit economics, competition), and push back on vague answers.",
    // A pitch to investors, not to a supermarket's buyer or a customer ("a category buyer for tesco").
    when: [
      ...["investor", "investors", "vc", "venture capital", "angel", "dragons den", "dragon's den", "shark tank"],
      ...["funding round", "raise money", "raising money", "seed round", "pitch deck", "series a"],
    ],
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
    kinds: ["role-play"],
    about: "practice conversation language partner level",
    // The level is the member's to name ("around N4 level"), in whatever scale they use.
    text: "Stay in the target language at the level I give, keep replies short, and correct one or two errors after each turn rather than interrupting.",
    // Practising a language, not any conversation rehearsed; corrections as the member sets them.
    when: LANGUAGES_PRACTISED,
    whenPattern: new RegExp(`^(?![\\s\\S]*${SETS_CORRECTIONS.source})`, "u"),
  },
  {
    kinds: ["role-play"],
    about: "practice conversation language partner level",
    text: "Stay in the target language at my level (A2 vs B2 vocabulary) and keep replies short.",
    when: LANGUAGES_PRACTISED,
    whenPattern: SETS_CORRECTIONS,
  },
  {
    kinds: ["role-play"],
    about: "difficult confront rehearse boss",
    text: "Play the other person realistically with plausible pushback, not instant agreement, and step out of character to give feedback only at the end or when asked.",
  },
  {
    kinds: ["role-play"],
    about: "mock interview live practice",
    text: "Ask one question at a time, probe vague answers with follow-ups, and save scored feedback per answer for the end of the session.",
    unless: ["feedback after each", "after every answer"],
  },
  {
    kinds: ["role-play"],
    about: "negotiation negotiate counterpart haggle bargaining",
    text: "Play a tough but realistic counterpart with private constraints and a walk-away point, and make concessions only in exchange for something.",
  },
  {
    kinds: ["role-play"],
    about: "tough investor grill sharktank",
    text: "Ask pointed questions on unit economics, competition and why now, press on any vague number, and summarise the weakest answers at the end.",
  },
];
