import { alternation } from "./word-pattern.ts";

/** Words people use for a tone, and the tone they mean. */
const toneWords: [string[], string][] = [
  [["formal", "formally"], "formal"],
  [["professional", "professionally", "businesslike"], "professional"],
  [["friendly", "warm", "nice"], "friendly"],
  [["casual", "casually", "relaxed", "informal", "chill", "laid-back", "laid back", "conversational"], "casual"],
  [["persuasive", "convincing", "compelling", "salesy"], "persuasive"],
  [["funny", "humorous", "witty", "hilarious", "humor", "humour", "jokes"], "humorous"],
  [["playful", "fun", "cheeky", "quirky"], "playful"],
  [["enthusiastic", "excited", "exciting", "energetic", "upbeat", "hype"], "enthusiastic"],
  [["empathetic", "apologetic", "understanding", "compassionate", "caring", "gentle"], "empathetic"],
  [["polite", "respectful", "courteous", "diplomatic", "tactful"], "polite"],
  [["confident", "assertive", "authoritative"], "confident"],
  [["inspiring", "inspirational", "motivating", "motivational", "uplifting"], "inspiring"],
  [["serious", "sober", "urgent"], "serious"],
  [["simple", "plain", "easy to understand", "jargon-free"], "plain and simple"],
  [["romantic", "heartfelt", "sincere", "emotional"], "heartfelt"],
];

const w = "[\\p{L}\\p{N}'’]";
// "not too formal", "less formal", "don't be formal" ask for the opposite, so they are skipped.
const negation = "(?:not|n't|less|without being|never)\\s+(?:be\\s+|sound\\s+|too\\s+|very\\s+|overly\\s+|so\\s+)*";
const tonePattern = new RegExp(
  `(?<!${w})(${negation})?(${alternation(toneWords.flatMap(([words]) => words))})(?!${w})`,
  "giu",
);
const toneByWord = new Map(toneWords.flatMap(([words, tone]) => words.map((word) => [word, tone])));

/** The tones asked for, in the order mentioned; empty when the request names none. */
export const detectTones = (text: string): string[] => {
  const tones: string[] = [];
  for (const match of text.matchAll(tonePattern)) {
    const tone = toneByWord.get(match[2]!.toLowerCase().replace(/\s+/g, " "));
    if (!match[1] && tone && !tones.includes(tone)) tones.push(tone);
  }
  return tones;
};
