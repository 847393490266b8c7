/** What an image request asks for, read from its words: a logo, a graphic, a prompt, a design of the member's own. */

import { containsPhrase } from "../../text/contains-phrase.ts";

/** A logo or an icon something carries ("with our logo", "a small engraved logo", "logo on the lid"): a detail of the picture. */
const carriedLogo =
  /\b(?:with|has|have|having|bearing|showing|and)\s+(?:(?:a|an|the|our|my|its|their)\s+)?(?:[\w-]+\s+){0,3}?(?:logo|icon)s?\b|\b(?:engraved|printed|embroidered|embossed|stamped|etched|painted)\s+(?:[\w-]+\s+){0,2}?(?:logo|icon)s?\b|\b(?:logo|icon)s?\s+(?:on|in the corner|at the)\b/gu;
/**
 * The words that describe the picture: what a negative prompt or a "no …" leaves out is not in it
 * ("product photo of a candle… negative prompt: no text, no logo" asks for no logo).
 */
export const pictureWords = (lower: string) =>
  lower
    .replace(/\bnegative prompt\b[^\n]*/gu, " ")
    .replace(/\b(?:no|without|avoid|minus|not an?)\s+(?:any\s+)?(?:[\w-]+\s+)?[\w-]+/gu, " ");

/** The picture asked for is a logo or an icon itself, not something that carries one. */
export const makesLogo = (lower: string): boolean =>
  /\b(?:logo|icon)\b/u.test(pictureWords(lower).replace(carriedLogo, " "));

/** A graphic, not a scene: no camera or lighting to describe. */
export const GRAPHIC = [
  "logo",
  "icon",
  "poster",
  "flyer",
  "banner",
  "sticker",
  "t-shirt",
  "tshirt",
  "emblem",
  "badge",
  "infographic",
  "vector",
  "clipart",
  "clip art",
  // Line work for a skin, a page to colour or a cutter: drawn flat, never photographed.
  "tattoo",
  "linework",
  "line art",
  "lineart",
  "colouring page",
  "coloring page",
  "stencil",
];
/** The picture is a graphic, named as one and not only refused ("no logo"). */
export const namesGraphic = (lower: string) => {
  const picture = pictureWords(lower);
  // "icons", "stickers": the plural names the graphic too.
  return GRAPHIC.some((word) => picture.includes(word));
};
/** The member asks for a prompt to give an image generator, not for the image itself. */
const PROMPT_WORDS = [
  "prompt",
  "prompts",
  "midjourney",
  "stable diffusion",
  "dall-e",
  "dalle",
  "sdxl",
  "flux",
  "ideogram",
  "leonardo",
  "firefly",
  "imagen",
  "niji",
  "recraft",
  // The text to give a generator, asked for without the word "prompt".
  "image generator",
  "image generators",
  "should type in",
  "to type in",
  "type into",
  "what to type",
  "what should i type",
];

/**
 * A generator the assistant runs itself, named as the tool to make the picture with ("Using
 * DALL-E, make a product photo…"): the picture is asked for, not the words for it.
 */
const drawsWithAssistant =
  /\b(?:using|use|with|in|via|through)\s+(?:dall-?e(?:\s*\d)?|chatgpt|gpt-?4o|imagen|gemini|copilot)\b|^(?:hey\s+)?(?:dall-?e|chatgpt)\s*,\s*(?:make|create|draw|generate|paint)\b/u;

/**
 * The member makes the design themselves, in a design tool or by hand, and asks for what goes
 * into it: "give me the wording and a layout idea, plus colors and fonts" for a Canva poster. A font
 * described for the picture ("text in a rounded friendly font") is a detail of it, and a layout the
 * scene is set on ("a steam loco… on a 00 gauge layout") a place in it, not the kit asked for.
 */
const buildsItself =
  /\b(?:wording|(?<!\b(?:on|in|across|over|through|of) (?:a|an|the|our|my|his|her|their)\s(?:[\w-]+\s){0,3})layout|fonts|colou?r (?:scheme|palette)|colou?rs and fonts|fonts and colou?rs)\b|\b(?:which|what|a|two|the|suggest\w*|recommend\w*|pick|choose)\s+font\b/u;
/** A picture made by a generator, which the member may finish elsewhere ("make it with an AI image tool then add text in Canva"). */
const generatesPicture =
  /\b(?:prompts?|ai image|image tool|image generator|generate|generated|midjourney|dall-?e|stable diffusion)\b/u;

/**
 * The picture itself is asked for ("can you make an image of a quilt… in barn raising layout"), or
 * named first ("picture for the club newsletter: an OO gauge engine… on a layout").
 */
const asksForPicture =
  /\b(?:make|create|draw|generate|paint|render|need|want|i'd like)\s+(?:me\s+|us\s+)?(?:an?|the)\s+(?:[\w-]+\s+)?(?:image|picture|illustration|drawing|painting|render)\b|^\W*(?:(?:an?|the)\s+)?(?:[\w-]+\s+)?(?:image|picture|photo|illustration|drawing|painting|render)\s*(?::|-|\b(?:of|for|showing)\b)/u;

/** The member asks for what to put into a design they make, not for the picture or its prompt. */
export const designsItself = (lower: string) =>
  buildsItself.test(lower) && !generatesPicture.test(lower) && !asksForPicture.test(lower);

/**
 * The prompt is asked only if the picture cannot be made ("make the cover, or if you can't do
 * images give me a DALL-E prompt", "a prompt if you can't draw it"): the picture is asked for.
 */
const promptAsFallback =
  /\b(?:if|in case) (?:you |u )?(?:can'?t|cannot|can not|are(?:n'?t| not) able to|aren'?t able to|don'?t do|do not do)\b[^.?!\n]{0,40}?\b(?:make|create|draw|generate|do|render|design|paint)\b[^.?!\n]{0,60}?\bprompts?\b|\bprompts? (?:instead )?(?:if|in case) (?:you |u )?(?:can'?t|cannot|can not)\b/u;

/** The member wants the text to give an image generator, not the image itself. */
export const writesImagePrompt = (lower: string) =>
  // "negative prompt: no text" lists what to leave out of the picture; it asks for no prompt.
  PROMPT_WORDS.some((phrase) => containsPhrase(lower.replace(/\bnegative prompts?\b/gu, " "), phrase)) &&
  !promptAsFallback.test(lower) &&
  !(drawsWithAssistant.test(lower) && !/\bprompts?\b|\btype\b/u.test(lower));
