import { wordPattern } from "./word-pattern.ts";

/** "one at a time", "one by one", "one question at a time", "question by question": turn by turn. */
export const turnByTurn =
  "one\\s+(?:\\S+\\s+)?at\\s+a\\s+time|one\\s+by\\s+one|one\\s+after\\s+(?:another|the\\s+other)|question\\s+by\\s+question|wait\\s+for\\s+my\\s+answers?";
const addressedToMe = "(?:quiz|test|drill|grill|interview|mock\\s+interview)\\s+me";
// "ask me questions about the war", "ask me 10 interview questions" — not "ask me clarifying questions".
const askMeQuestions = "ask\\s+me\\s+(?!(?:any|some|clarifying|follow[\\s-]?up)\\s)(?:\\S+\\s+){0,3}?questions?";
const live = wordPattern(`${turnByTurn}|${addressedToMe}|${askMeQuestions}`, "iu");
const interview = wordPattern("interview(?:s|ing|er)?|mock\\s+interview", "iu");
const questioning = wordPattern(
  "quiz(?:zes)?|questions?|test\\s+me|drill\\s+me|grill\\s+me|flash\\s*cards?|trivia|vocab(?:ulary)?",
  "iu",
);
// "ask me clarifying questions one at a time before you write": questions to brief the writer, not a test.
const briefingFirst = wordPattern(
  "clarifying|clarify|before\\s+(?:you|writing|we)|then\\s+(?:write|draft|make|create)",
  "iu",
);

/**
 * A session the person takes part in, question by question: "quiz me on the capitals", "give me mock
 * interview questions one at a time", "interview me for a nursing job", "test me on my vocab one word
 * at a time". The AI asks, waits for the answer and gives feedback, instead of handing over a list
 * with its answers. Undefined when the questions are to be handed over (a teacher's quiz) or are
 * asked only to brief the writer of something else.
 */
export const asksLiveSession = (text: string): "interview" | "quiz" | undefined => {
  if (!live.test(text) || briefingFirst.test(text)) return undefined;
  if (interview.test(text)) return "interview";
  return questioning.test(text) ? "quiz" : undefined;
};
