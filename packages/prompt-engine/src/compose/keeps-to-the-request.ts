import type { RequestSignals } from "./signals.ts";

/*
 * A template line or tip that sets what the member has already set (a count, a length, hours, how
 * often a week) is left out: the member's own figure stands, and a second one would contradict it.
 */

const countWord = String.raw`(?:\d+(?:\s*[-–]\s*\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a few|several)`;
const countedThings = String.raw`(variant|option|bullet|example|tag|hashtag|question|idea|slide|word|sentence|paragraph|step|tip|point|line|headline|emoji)s?`;
const countIn = new RegExp(
  // "one question at a time" is a pace, not a count.
  String.raw`\b${countWord}(?:\s+(?:or|to)\s+${countWord})?(?:\s+\w+){0,2}?\s+${countedThings}\b(?!\s+at a time)`,
  "giu",
);

/** The things a text counts ("two or three variants" → variant), in the singular. */
export const countedIn = (text: string): Set<string> =>
  new Set(
    // "3-4 bullet points" counts bullets.
    [...text.replace(/\bbullet points?\b/giu, "bullets").matchAll(countIn)].flatMap((match) => {
      // "two or three variants of the headline" counts headlines too.
      const of = /^\s+of (?:the|each|your) (\w+?)s?\b/u.exec(match.input.slice(match.index + match[0].length));
      return [match[1]!.toLowerCase(), ...(of ? [of[1]!.toLowerCase()] : [])];
    }),
  );

/** A line that sets a count of something the request counts itself ("5 headlines", "max 2 hashtags") is left out. */
export const keepsCounts = (line: string, requestCounts: Set<string>) =>
  ![...countedIn(line)].some((thing) => requestCounts.has(thing));

/** A length stated as a number ("3–5 minutes", "under 300 words", "a ~50-word version"). */
const statedLength =
  /\b\d+(?:\s*(?:[–-]|to)\s*\d+)?(?:\s*(?:minutes?|mins?|seconds?|words|pages?|sentences|paragraphs|lines)|-words?)\b/iu;

/** Hours stated as a number ("about 4–5 hours", "no more than 3 hours driving"). */
const statedHours = /\b\d+(?:\s*(?:[–-]|to|or)\s*\d+)?[\s-]*(?:hours?|hrs?|h)\b/iu;

/** A line that states hours is left out when the member gives their own ("no more than 3 hours driving a day"). */
export const keepsHours = (line: string, signals: RequestSignals) =>
  !statedHours.test(signals.lower) || !statedHours.test(line);

/** How often a week, stated as a number ("4 days a week", "3x per week", "3-days-a-week", "two or three sessions a week"). */
const weeklyFrequency =
  /\b(?:\d+|one|two|three|four|five|six|seven)(?:\s*(?:-|–|or|to)\s*(?:\d+|two|three|four|five|six|seven))?[\s-]*(?:\w+[\s-]+){0,2}?(?:x|times|days?|sessions?|workouts?|runs?|classes)[\s-]*(?:a|per|\/|each)[\s-]*week\b/iu;

/** A line that states how often a week is left out when the member gives their own ("4 days a week"). */
export const keepsFrequency = (line: string, signals: RequestSignals) =>
  !weeklyFrequency.test(signals.lower) || !weeklyFrequency.test(line);

/** A line that states a length is left out when the member sets one ("3 minutes tops"). */
export const keepsLength = (line: string, signals: RequestSignals) =>
  !(signals.hasLength || signals.hasDuration) || !statedLength.test(line);
