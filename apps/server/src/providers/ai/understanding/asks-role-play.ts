import { turnByTurn } from "./asks-live-session.ts";
import { wordPattern } from "./word-pattern.ts";

// "act as a spanish tutor", "pretend you're my landlord", "be my interviewer", "play the role of…".
const takesRole =
  "(?:act|acting)\\s+(?:as|like)|pretend\\s+(?:to\\s+be|you\\s*'?\\s*re|you\\s+are)|play\\s+(?:the\\s+)?(?:role|part)\\s+of|be\\s+my|you\\s+are\\s+(?:my|an?)|role[\\s-]?play(?:\\s+as)?";
// "quiz me", "you grill me", "talk to me", "so I can practise ordering with you", "I'll pitch and you…":
// the person takes part.
const withMe = [
  "(?:you\\s+)?(?:quiz|test|drill|interview|question|grill|coach|correct|teach)\\s+me",
  // "ask me questions about openings", not "ask me clarifying questions before you write".
  "ask\\s+me\\s+(?:\\S+\\s+)?questions?\\s+(?:on|about|from)",
  // "give me mock interview questions one at a time": the person answers each in turn.
  turnByTurn,
  "(?:practi[sc]e|talk|chat|converse|speak|negotiate|debate|argue|play|spar|role[\\s-]?play)\\s+(?:\\S+\\s+){0,3}?(?:with|to|against)\\s+(?:me|you)",
  "i\\s*(?:'ll|’ll|\\s+will|\\s+can|\\s+could)?\\s+(?:practi[sc]e|pitch|answer|rehearse|respond|reply|argue|debate|play)",
].join("|");
const rolePlay = wordPattern(
  `(?:${takesRole})\\s+.+?\\s+(?:(?:and|to|so|then)\\s+)?(?:\\S+\\s+){0,2}?(?:${withMe})`,
  "iu",
);

/**
 * "act as a spanish tutor and quiz me on irregular verbs", "pretend you're a customer and practise
 * a sales call with me": the AI is given a part and a session with the person, not a text to hand
 * over. "act as a copywriter and write a tagline" names its deliverable and is not one.
 */
export const asksRolePlay = (words: string[]) => rolePlay.test(words.join(" "));
