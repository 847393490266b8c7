import type { KindId } from "../kinds.ts";

/**
 * The member gives the assistant a part ("act as an angry guest", "pretend you're my landlord", "you
 * play her in her workshop", "roleplay as a butler", the maker they named before)…
 */
const givesPart =
  /\b(?:act(?:ing)? as|role[- ]?play(?:ing)? as|pretend (?:to be|you(?:'re| are)|ur|youre)|you(?:'re| are| will be|'ll be) (?:playing|the)|you be|you(?: can| could|'d| would| will|'ll)? play (?:her|him|them)|play(?:ing)? (?:the (?:role|part) of|an?|my))\b/iu;
/** …and takes one of their own ("I'll play the receptionist", "I'm the nurse", "I will be the buyer"). */
const takesPart = /\bi(?:'ll| will|'m going to| am going to|ll) (?:play|be)\b|\bi(?:'m| am) (?:playing|the)\b/iu;

/** The assistant named and given a part ("want the AI to play an angry guest", "ChatGPT should act as…"). */
const givesAssistantPart =
  /\b(?:the )?(?:ai|chatgpt|claude|gemini|assistant|bot|chatbot)\s+(?:to|should|will|can|must)\s+(?:play|act as|pretend to be|be (?:a|an|my|the))\b/iu;

/** The assistant told to be someone, at a sentence's start ("be my landlord", "can you play a tough investor")… */
const toldToBe =
  /(?:^|[.!?\n]\s*)(?:(?:can|could|would|will) (?:you|u) |pls |please |ok |okay |now )*(?:be|play|act as|pretend to be) (?:my|a|an|the|our) /iu;
/**
 * …to practise something with them ("for a practice convo", "so I can rehearse", "mock interview"),
 * or to be played turn by turn and then to judge the member's part ("after 5 or 6 messages stop and
 * tell me what I did well", "stay in character").
 */
const forPractice =
  /\b(?:practi[cs]e|practi[cs]ing|rehears\w*|mock|role ?-?play\w*|dry run|run through it|convo|conversation|stay in character|what i (?:did|said) (?:well|wrong|badly|right)|how (?:well )?i (?:did|handled|dealt)|after (?:\d+|a few|\w+) (?:or \d+ )?(?:messages|turns|exchanges|replies|rounds))\b/iu;

/** Readings of a scene to act out as a question, advice or no kind in particular. */
const answerKinds = new Set<KindId>(["advice", "question", "explanation", "how-to", "neutral"]);

/**
 * A game the assistant runs and the member plays, turn by turn ("run a one shot dnd adventure for
 * me… you describe, I decide… always end by asking what I do"): no story to write and close.
 */
const runsGameForMember =
  /\b(?:(?:run|host|be the (?:dm|gm|narrator))\b[^.?!\n]{0,40}\b(?:adventure|campaign|one[- ]?shot|game|quest|dungeon)|(?:dungeon|game) master (?:for|with) me|you describe,? i (?:decide|choose|act)|(?:ask|asking) (?:me )?what i do\b|what (?:does )?my character do(?:es)?)\b/iu;

/**
 * "Act as an angry guest whose room wasn't ready… I'll play the receptionist" reads as advice on
 * handling guests, whose lines give steps to take this week; both parts given make it a scene to
 * play, turn by turn.
 */
/** The member names the role-play and the part ("ok roleplay time. you are El Huracán Dorado…"). */
const namesRolePlay = (request: string) =>
  /\brole[- ]?play\b/iu.test(request) &&
  /\byou(?:'re| are|re| r) (?!(?:not|so|too|very|right|welcome)\b)/iu.test(request);

/**
 * A part whose lines are questions with right answers ("act as a driving test examiner, ask me rules
 * of the road questions one at a time and tell me if i got it right"): a quiz in costume, whose
 * answers are marked, not a scene whose lines are judged at the end. A mock interview has no right answers.
 */
const asksMeQuestions = /\b(?:ask|asking|fire|give|throw) me (?:[\w'-]+ ){0,5}questions\b|\b(?:quiz|test) me\b/iu;
const marksAnswers =
  /\b(?:tell me|say|let me know) (?:if|whether) i(?:'m|m| am| got it| was|'ve got it| have it)? (?:right|wrong|correct)\b|\b(?:mark|grade|check) (?:my|each) answers?\b|\bkeep (?:the )?score\b/iu;

export const withRolePlay = (kind: KindId, request: string): KindId => {
  if (kind === "role-play" && asksMeQuestions.test(request) && marksAnswers.test(request)) return "quiz";
  // "run a one shot dnd adventure for me… you describe, I decide": a game played turn by turn.
  if ((kind === "creative-writing" || answerKinds.has(kind)) && runsGameForMember.test(request)) return "role-play";
  return answerKinds.has(kind) &&
    ((givesPart.test(request) && takesPart.test(request)) ||
      namesRolePlay(request) ||
      // "be my landlord for a practice convo… then tell me what I did well".
      ((toldToBe.test(request) || givesPart.test(request)) && forPractice.test(request)) ||
      // "instructions for claude to be my study buddy" asks for the words that set the part, not the scene.
      (givesAssistantPart.test(request) && !/\b(?:prompts?|instructions|system message)\b/iu.test(request)))
    ? "role-play"
    : kind;
};
