import { deliverableNouns } from "./deliverable-nouns.ts";
import { alternation } from "./word-pattern.ts";

/** Adjectives people use for how a text should sound. */
const toneWords = `formal informal professional friendly warm casual relaxed conversational persuasive funny humorous
  witty playful fun cheeky quirky lighthearted light-hearted light enthusiastic excited exciting upbeat energetic
  empathetic apologetic compassionate caring gentle kind polite respectful courteous diplomatic tactful firm civil
  cordial measured matter-of-fact
  assertive confident direct blunt honest candid humble modest inspiring inspirational motivating motivational
  uplifting serious sober urgent calm reassuring heartfelt sincere touching emotional sentimental sweet romantic
  nostalgic spooky creepy eerie whimsical dramatic epic punchy catchy bold edgy sarcastic snarky cheerful positive
  optimistic encouraging supportive authoritative academic technical neutral objective braggy salesy pushy
  corporate cringe cringey cheesy religious stiff dry aggressive clinical childish condescending preachy clean
  simple plain jargon-free elegant classy convincing embarrassing offensive rude awkward desperate needy boring sappy
  mushy corny nice quick short brief concise detailed thorough`
  .split(/\s+/u)
  .filter(Boolean);
/** "fun", "more formal", "not too long": words that only say how a text should sound. */
export const isToneWord = (word: string) =>
  toneWords.includes(word) ||
  ["more", "less", "very", "really", "super", "too", "not", "and", "but", "a", "bit", "little"].includes(word);

/** Length words are conditions, not tones: they are read as such elsewhere. */
const lengthWords = new Set(["quick", "short", "brief", "concise", "detailed", "thorough"]);

const degree =
  "(?:not\\s+(?:too|overly|so|very)\\s+|not\\s+|too\\s+|very\\s+|really\\s+|super\\s+|a\\s+bit\\s+|slightly\\s+|more\\s+|less\\s+|extra\\s+)?";
const tone = `${degree}(?:${alternation(toneWords)})`;
const toneRun = `${tone}(?:(?:\\s*,\\s*|\\s+(?:and|but|yet|or)\\s+|\\s+)${tone})*`;
const w = "[\\p{L}\\p{N}'’]";

/**
 * Where a tone is given: "make it / keep it / sound / be …", "in a … tone / way / voice",
 * "something …", a clause of tone words alone ("firm but polite"), or adjectives on the
 * deliverable itself ("a touching poem", "a casual invite"). Tone words anywhere else ("scared
 * of the dark", "sweet potato") say nothing about the tone.
 */
const placements = [
  `(?<!${w})(?:make|keep|sound|sounds|be|is|should\\s+be|something|more|tone)\\s+(?:it\\s+|them\\s+|this\\s+)?(${toneRun})(?!${w})`,
  `(?<!${w})in\\s+an?\\s+(${toneRun})\\s+(?:tone|way|voice|style|manner)(?!${w})`,
  `(?:^|[,;:.!?]\\s*)(${toneRun})(?=\\s*(?:[,;:.!?]|$))`,
  `(?<!${w})(?:a|an|the|my|our|some)\\s+(${toneRun})\\s+(?=(?:[\\p{L}-]+\\s+){0,2}(?:${alternation([...deliverableNouns.keys()])})(?!${w}))`,
  `(?<!${w})(${toneRun})\\s+(?:tone|vibe|feel)(?!${w})`,
].map((source) => new RegExp(source, "giu"));

/** The tones the person asked for, in their own words ("firm but polite", "not too braggy"). */
export const detectTones = (text: string): string[] => {
  const found: { at: number; value: string }[] = [];
  for (const pattern of placements) {
    for (const match of text.matchAll(pattern)) {
      const value = (match[1] ?? "").trim().replace(/\s+/gu, " ");
      const words = value.toLowerCase().split(/[\s,]+/u);
      if (!value || words.every((word) => lengthWords.has(word) || !toneWords.includes(word))) continue;
      const at = match.index + match[0].indexOf(match[1] ?? "");
      if (!found.some((seen) => seen.value.toLowerCase().includes(value.toLowerCase()))) found.push({ at, value });
    }
  }
  return found
    .filter(
      (entry) =>
        !found.some((other) => other !== entry && other.value.toLowerCase().includes(entry.value.toLowerCase())),
    )
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.value);
};
