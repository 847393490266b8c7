import { alternation, wordPattern } from "./word-pattern.ts";

const w = "[\\p{L}\\p{N}'’]";
/** Start of the text, or just after sentence or clause punctuation. */
const clauseStart = `(?:^|(?<=[.!?,;:]\\s*))`;

/** Hesitation sounds, however long they are drawn out: "umm", "uhh", "errm", "hmm". */
const fillerSounds = "u+m+|u+h+m*|e+r+m*|a+h+|h+m+|m+h*m+";

/** Phrases that carry no meaning in any position. */
const fillerPhrases = [
  "basically",
  "literally",
  "so yeah",
  "yeah so",
  "i guess",
  "if you know what i mean",
  "you know what i mean",
  "or something like that",
  "or something",
  "or whatever",
  "and stuff like that",
  "and stuff",
  "and all that",
  "lol",
  "lmao",
  "haha",
];

/** Words that only ever open a spoken sentence: "So, okay, write…" */
const openers = [
  ...["so", "okay", "ok", "alright", "all right", "well", "right", "yeah", "hey", "hi", "hello", "and"],
  ...["quick question", "random question", "silly question", "dumb question", "real quick"],
];

const determiners =
  "what|which|this|that|these|those|the|a|an|any|every|some|one|no|same|each|all|many|different|other|certain|right|wrong|my|your|our|their|its|his|her";

const likeAfterVerb =
  "me|us|is|was|are|were|it's|that's|there's|want|wants|need|needs|have|has|had|got|get|about|with|for|maybe|probably|around|takes|take|of|just";
const likeBeforeAmount =
  "a|an|the|some|my|our|your|their|\\d[\\p{N},.]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|few|couple|half|maybe|really|super|very|totally|so";

const fillerRules: RegExp[] = [
  wordPattern(`${fillerSounds}|${alternation(fillerPhrases)}`),
  // "you know" stays in "do you know", "if you know how", "you know what to do".
  new RegExp(
    `(?<!(?:do|did|don't|didn't|if|whether|as|would|will|should|let me|what|to|make sure)\\s+)(?<!${w})you\\s+know(?!${w})(?!\\s+(?:how|what|that|it|him|her|them|me|if|whether|where|who|why|when)(?!${w}))`,
    "giu",
  ),
  // "I mean" stays in "what I mean", "I mean it".
  new RegExp(
    `(?<!(?:what|do you|if|that's what|you know what)\\s+)(?<!${w})i\\s+mean(?!${w})(?!\\s+(?:it|that|to|by|what)(?!${w}))`,
    "giu",
  ),
  // "kind of"/"sort of" stay in "what kind of app", "this sort of thing".
  new RegExp(`(?<!(?:${determiners})\\s+)(?<!${w})(?:kind|sort)\\s+of(?!${w})`, "giu"),
  wordPattern("kinda|sorta"),
  // "… I haven't started, help": a plea at the end adds nothing to the request.
  /,\s*(?:please\s+)?help(?:\s+(?:me|pls|please))?(?=[\s!.?]*$)/giu,
  // "like" as filler: "like, …", "so like …", "it's like a hundred", "for like 10 minutes";
  // it stays in "I'd like", "looks like", "something like this" and "like Airbnb".
  new RegExp(`(?<!(?:'d|would|i|we|you|they)\\s+)(?<!${w})like(?=\\s*,)`, "giu"),
  new RegExp(`${clauseStart}like(?!${w})`, "giu"),
  new RegExp(`(?<=(?:^|\\s)(?:so|but|well|okay|ok|yeah|um|uh)\\s+)like(?!${w})`, "giu"),
  new RegExp(`(?<=(?<!${w})(?:${likeAfterVerb})\\s+)like(?=\\s+(?:${likeBeforeAmount})(?!${w}))`, "giu"),
  // "can you like generate…": after "can/could you" and before the verb, "like" only fills.
  new RegExp(`(?<=(?<!${w})(?:can|could)\\s+(?:you|u)\\s+(?:please\\s+)?)like(?=\\s+\\p{L})`, "giu"),
];

const oneMarker = "(?:no\\s+wait|no\\s+sorry|sorry|i\\s+mean|or\\s+rather|scratch\\s+that|actually\\s+no|actually|no)";
/**
 * "Monday, no wait, Tuesday": a corrected day, month or number keeps only the correction. Markers
 * come in runs when people correct themselves ("10 slides, sorry, I mean 12").
 */
const correctionMarker = `${oneMarker}(?:[\\s,]+${oneMarker})*`;
const correctableWord =
  "monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow|tonight";
const wordCorrection = new RegExp(
  `(?<!${w})(?:${correctableWord})(?!${w})[\\s,]+${correctionMarker}[\\s,]+((?:${correctableWord})(?!${w}))`,
  "giu",
);
// "40 dollars sorry 45" → "45 dollars": the unit said with the first number carries over.
const numberCorrection = new RegExp(
  `(?<!${w})\\d[\\p{N}:.,]*(\\s*(?:%|\\p{L}+))?[\\s,]+${correctionMarker}[\\s,]+(\\d[\\p{N}:.,]*)(?:\\1)?(?!${w})`,
  "giu",
);
/**
 * "an email to my team, no wait, a Slack message, saying…": a corrected thing keeps the correction
 * and whatever the first version said about whom it is for.
 */
const nounMarker =
  "(?:no\\s+wait|no\\s+actually|no\\s+sorry|sorry|i\\s+mean|or\\s+rather|scratch\\s+that|actually\\s+no|actually|make\\s+that)";
const thing = "(?:an?|the|my|our|some)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?";
const nounCorrection = new RegExp(
  `(?<!${w})${thing}((?:\\s+(?:to|for)\\s+(?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}'’-]+)?)\\s*(?:,|\\.{2,}|…|—|-)?\\s+${nounMarker}(?:\\s*,)?\\s+(${thing})(?=\\s*[,.;!?]|\\s*$|\\s+(?:saying|telling|asking|about|that|to|for|with|on)(?!${w}))`,
  "giu",
);
const applyCorrections = (text: string) =>
  text
    .replace(wordCorrection, "$1")
    .replace(numberCorrection, "$2$1")
    .replace(nounCorrection, (_match, complement: string, correction: string) => `${correction}${complement}`);

/** Words people repeat on purpose: "very very", "bye bye", "that that". */
const intentionalRepeats = new Set([
  "that",
  "had",
  "very",
  "really",
  "so",
  "no",
  "bye",
  "ha",
  "la",
  "blah",
  "bla",
  "yes",
  "now",
  "go",
  "many",
  "much",
  "more",
  "far",
  "long",
]);

const removeRepeats = (text: string) =>
  text
    // "the the", "I I I"
    // "mine, mine is 620" keeps both: a comma between them makes the second one mean something.
    .replace(new RegExp(`(?<!${w})(\\p{L}+)(?:\\s+\\1)+(?!${w})`, "giu"), (match, word: string) =>
      intentionalRepeats.has(word.toLowerCase()) ? match : word,
    )
    // "I want to I want to write"
    .replace(new RegExp(`(?<!${w})((?:\\p{L}+\\s+){1,3}\\p{L}+)(?:[\\s,]+\\1)+(?!${w})`, "giu"), "$1")
    // False start: "write a write an e-mail", "to my to our team" — but "what do I do if…" asks.
    .replace(
      new RegExp(
        `(?<!${w})(?!(?:do|does|did)\\s+(?:i|it)\\s)(\\p{L}+)\\s+(?:(?:a|an|the|to|my|our|some|me|us|it|i|this|that)\\s+){1,2}(?=\\1\\s)`,
        "giu",
      ),
      "",
    );

/** "I want to— I need to write": a short fragment cut off by a dash or dots is dropped. */
const removeCutOffFragments = (text: string) =>
  text.replace(
    new RegExp(`(^|[.!?]\\s+)((?:\\p{L}+\\s+){0,3}\\p{L}+)\\s*(?:—|–|--|-\\s|\\.\\.\\.|…)\\s*(?=(\\p{L}+))`, "giu"),
    (match, start: string, fragment: string, next: string) =>
      fragment.split(/\s+/)[0]?.toLowerCase() === next.toLowerCase() ? start : match,
  );

/** Marks a removed filler until the commas around it are merged: "I want, like, a post" → "I want a post". */
const gap = "\uE000";
const closeGaps = (text: string) =>
  // A comma only before the filler ends the previous clause and stays: "a bottle, like 500 words".
  text.replace(/([\s,]*)\uE000(?:[\s,]*\uE000)*(\s*,?)/g, (_match, before: string, after: string) =>
    before.includes(",") && !after.includes(",") ? ", " : " ",
  );

const tidySpacing = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])(?=\s|$)/g, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
    .replace(/,(\s*[.!?])/g, "$1")
    .replace(/(^|[.!?]\s*)[,;:]\s*/g, "$1")
    .trim();

const removeOpeners = (text: string) =>
  text.replace(
    new RegExp(
      `(^|[.!?]\\s+)(?:(?:${alternation(openers)})(?!${w})(?!\\s+(?:now|away|here|there)(?!${w}))[\\s,]*)+`,
      "giu",
    ),
    "$1",
  );

/** Removes filler words, stammered repeats, corrected slips and cut-off false starts. */
export const removeFillers = (text: string): string => {
  let cleaned = applyCorrections(tidySpacing(text));
  for (const pattern of fillerRules) cleaned = tidySpacing(closeGaps(cleaned.replace(pattern, gap)));
  cleaned = removeOpeners(tidySpacing(removeRepeats(removeCutOffFragments(cleaned))));
  return tidySpacing(cleaned);
};
