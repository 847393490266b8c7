import { byEmphasis, joinList, oneLine, sentence, withArticle } from "./prompt-text.ts";
import type { RenderedPrompt } from "./rendered-prompt.ts";
import type { StudioRenderInput, StudioTerm } from "./resolve-choices.ts";
import type { DescriptiveGroup } from "./studio-groups.ts";
import { aspectRatioPattern } from "./studio-options.ts";

const phraseOf = ({ term, phrase }: StudioTerm) => oneLine(phrase ?? term).replace(/[\s,.;]+$/, "");

/** A style given as bare words reads "in a film noir style"; a written phrase is used as it is. */
const styleOf = (term: StudioTerm) => {
  if (term.phrase) return phraseOf(term);
  const words = phraseOf(term);
  return withArticle(/\b(?:style|aesthetic|look)$/i.test(words) ? words : `${words} style`);
};

/** The sentence each remaining group is said in. */
const frames: Record<Exclude<DescriptiveGroup, "medium" | "style">, (list: string) => string> = {
  composition: (list) => `The composition is ${list}`,
  camera: (list) => `Shot with ${list}`,
  lighting: (list) => `Lit by ${list}`,
  palette: (list) => `The colour palette is ${list}`,
  mood: (list) => `The mood is ${list}`,
  quality: (list) => `The image is ${list}`,
};

const frameSentence = (aspectRatio: string) => {
  const match = aspectRatioPattern.exec(aspectRatio);
  const ratio = match ? Number(match[1]) / Number(match[2]) : 1;
  if (ratio > 1.05) return `Compose for a wide ${aspectRatio} landscape frame.`;
  if (ratio < 0.95) return `Compose for a tall ${aspectRatio} portrait frame.`;
  return `Compose for a square ${aspectRatio} frame.`;
};

/** "An oil painting of an old fisherman, in a film noir style." */
const openingSentence = (input: StudioRenderInput) => {
  const media = byEmphasis(input.terms.medium).map(phraseOf);
  const subject = oneLine(input.subject).replace(/[\s.!?]+$/, "");
  const medium = media.length > 0 ? withArticle(joinList(media)) : "";
  let opening = medium && subject ? `${medium} of ${subject}` : medium || subject || "an image";
  const styles = byEmphasis(input.terms.style).map(styleOf);
  if (styles.length > 0) opening += `, in ${joinList(styles)}`;
  return sentence(opening);
};

/**
 * Plain sentences, the way DALL·E, Flux and Imagen read a request best: what the image is, then
 * how it is framed, lit and coloured, its mood, its finish, its shape and what to leave out.
 * These models take no weights, so emphasis orders the words within each sentence.
 */
export const renderNaturalLanguage = (input: StudioRenderInput): RenderedPrompt => {
  const sentences = [openingSentence(input)];
  for (const [group, frame] of Object.entries(frames) as [keyof typeof frames, (list: string) => string][]) {
    const phrases = byEmphasis(input.terms[group]).map(phraseOf).filter(Boolean);
    if (phrases.length > 0) sentences.push(sentence(frame(joinList(phrases))));
  }
  if (input.aspectRatio) sentences.push(frameSentence(input.aspectRatio));
  const excluded = byEmphasis(input.negative).map(phraseOf).filter(Boolean);
  if (excluded.length > 0) sentences.push(sentence(`Do not include ${joinList(excluded, "or")}`));
  const prompt = sentences.join(" ");
  return { syntax: "natural-language", text: prompt, prompt, negativePrompt: null, size: null };
};
