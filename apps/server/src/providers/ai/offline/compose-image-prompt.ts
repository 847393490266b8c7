import type { TargetModel } from "@promptloom/contracts/prompt-engine";
import { midjourneySettingsSchema } from "@promptloom/contracts/studio/studio-choices";

import { alternation, capitalizeFirst, phrases } from "../understanding/word-pattern.ts";
import { defaultLook } from "./default-image-look.ts";

const w = "[\\p{L}\\p{N}'’]";

const styles = phrases(`
  photorealistic | realistic | hyperrealistic | photo | photograph | watercolor | watercolour | oil
  painting | acrylic | pencil sketch | sketch | charcoal | ink drawing | line art | anime | manga |
  cartoon | comic book | pixel art | 3d render | 3d | low poly | isometric | flat illustration |
  vector | minimalist | minimal | digital art | concept art | cyberpunk | steampunk | art deco | art
  nouveau | impressionist | surreal | pop art | vintage | retro | studio ghibli style | disney style |
  pixar style | claymation | cinematic | noir | vaporwave | synthwave | ukiyo-e | stained glass |
  paper cut | origami | graffiti | baroque
`);
const compositions = phrases(`
  close-up | close up | extreme close-up | macro | wide shot | wide angle | wide-angle | aerial view |
  aerial | bird's eye view | bird's-eye view | top-down | top down | overhead | full body | full-body
  | headshot | portrait shot | side view | profile view | front view | low angle | high angle |
  panoramic | centered | centred | symmetrical | rule of thirds | in the foreground | in the
  background | shallow depth of field | bokeh | fisheye | first-person | over the shoulder
`);
const lightings = phrases(`
  golden hour | sunset | sunrise | dawn | dusk | twilight | blue hour | moonlight | moonlit |
  candlelight | candlelit | neon | neon lights | soft light | soft lighting | natural light | natural
  lighting | studio lighting | dramatic lighting | dramatic light | backlit | rim light | volumetric
  light | god rays | harsh light | low light | night | at night | daylight | overcast | foggy | misty
  | warm light | cold light
`);
const moods = phrases(`
  cozy | cosy | dreamy | dark | moody | cheerful | happy | calm | peaceful | serene | eerie | creepy |
  spooky | epic | majestic | mysterious | melancholic | melancholy | romantic | nostalgic | whimsical
  | playful | vibrant | energetic | gloomy | hopeful | tense | ominous | magical | joyful | lonely |
  festive
`);

const lightAdjectives =
  "soft|warm|cold|cool|harsh|dim|bright|natural|morning|evening|afternoon|golden|blue|pink|purple|orange|red|dramatic|studio|diffused|cinematic|ambient|low|hard|rim|side|window|street|fire|candle";

const descriptors = {
  style: alternation(styles),
  composition: alternation(compositions),
  lighting: `(?:(?:${lightAdjectives})\\s+){1,2}(?:light|lighting|lights)|${alternation(lightings)}`,
  mood: alternation(moods),
};

/** Images that carry words: their text is wanted, spelled as given, not avoided. */
const textBearing = new RegExp(
  `(?<!${w})(?:logo|logos|wordmark|poster|flyer|book cover|album cover|cover|sign|label|banner|badge|thumbnail|menu|invitation|card|t-shirt design)(?!${w})`,
  "iu",
);

/** Styles where "highly detailed" would fight the look. */
const cleanStyles = ["minimalist", "minimal", "flat illustration", "vector", "line art", "low poly", "pixel art"];

const findAll = (text: string, source: string) => {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(`(?<!${w})(?:${source})(?!${w})`, "giu"))) {
    const phrase = match[0].toLowerCase();
    if (!found.some((seen) => seen.includes(phrase) || phrase.includes(seen))) found.push(phrase);
  }
  return found;
};

const aspectRatio = (text: string) => {
  const ratio = /(?<![\p{N}:])(\d{1,2}\s*[:x×]\s*\d{1,2})(?![\p{N}:])/u.exec(text)?.[1];
  if (ratio) return ratio.replace(/\s*[x×]\s*|\s*:\s*/u, ":");
  if (new RegExp(`(?<!${w})square(?!${w})`, "iu").test(text)) return "1:1 (square)";
  if (
    new RegExp(`(?<!${w})(?:widescreen|wide screen|landscape format|landscape orientation)(?!${w})`, "iu").test(text)
  ) {
    return "landscape (wide)";
  }
  if (
    new RegExp(
      `(?<!${w})(?:vertical|portrait format|portrait orientation|phone wallpaper|story format)(?!${w})`,
      "iu",
    ).test(text)
  ) {
    return "vertical (portrait)";
  }
  return undefined;
};

/** "no people", "without text", "don't include cars": what the image must not show. */
const exclusions = (text: string) =>
  [
    ...text.matchAll(
      new RegExp(
        `(?<!${w})(?:no|without|don't include|do not include|avoid)\\s+((?:[\\p{L}-]+\\s*){1,3}?)(?=[,.;!?]|\\s+(?:and|but|in|with|at)(?!${w})|$)`,
        "giu",
      ),
    ),
  ]
    .map((match) => match[1]!.trim())
    .filter(Boolean);

const leadIn = new RegExp(
  `^(?:(?:please|can you|could you|would you|i need|i want|i'd like|i would like|create|generate|make|draw|paint|design|render|give me|show me|imagine|write)\\s+)*(?:me\\s+)?(?:(?:an?|the|some)\\s+)?(?:[\\p{L}-]+\\s+){0,3}?(?:(?:image|picture|photo|photograph|illustration|drawing|painting|render|rendering|artwork|wallpaper|art|pic)s?\\s+(?:of|showing|with|that shows|depicting)|(?:midjourney|dall-e|dalle|stable diffusion|image|art)?\\s*prompts?\\s+(?:for|of|showing|with|depicting))\\s+`,
  "iu",
);
const asking = "please|can you|could you|would you|i need|i want|i'd like|i would like|give me|show me";
const politeLeadIn = new RegExp(
  `^(?:(?:${asking}|create|generate|make|draw|paint|design|render|imagine)\\s+)+(?:me\\s+)?`,
  "iu",
);

const ratioPhrase =
  /[,\s]*(?:in\s+|with\s+(?:an?\s+)?|at\s+)?(?:aspect ratio\s*)?\d{1,2}\s*[:x×]\s*\d{1,2}(?:\s+aspect ratio)?/giu;
const descriptorOnly = new RegExp(
  `(?<!${w})(?:${Object.values(descriptors).join("|")}|(?:no|without|avoid)\\s+.*|square|vertical|widescreen|landscape|style|styled|lighting|light|mood|vibe|vibes|feel|aesthetic|colou?rs?|in|an?|the|with|and|very|super|format|aspect ratio|art|shot|view)(?!${w})`,
  "giu",
);

/** "for midjourney", ", stable diffusion": where the prompt goes, never part of what it shows. */
const modelMention = new RegExp(
  `(?:\\s*,\\s*|\\s+|^)(?:(?:for|in|on|with|using|via)\\s+)?(?:midjourney|stable\\s+diffusion|sdxl|dall[-\\s]?e(?:\\s*3)?|flux|(?:an?\\s+)?(?:ai\\s+)?(?:image|art|picture)\\s+generator)(?!${w})(?:\\s*:)?`,
  "giu",
);
/** "prompt, portrait of…", "i want a prompt a fox…" once the model's name is gone. */
const barePromptLead = new RegExp(
  `^(?:(?:${asking}|write|make|create|generate)\\s+)*(?:me\\s+)?(?:(?:an?|the)\\s+)?(?:image\\s+|art\\s+)?prompts?(?:\\s*[,:]\\s*|\\s+(?!(?:for|of|showing|with|depicting|that|about)\\s)(?=\\S))`,
  "iu",
);

/**
 * The thing to show: the first sentence without its "create an image of" lead-in, minus the
 * comma-separated parts that only give a style, light, mood, ratio or exclusion.
 */
const subjectOf = (text: string) => {
  const firstSentence = (text.split(/(?<=[.!?])\s+/u)[0] ?? text)
    .replace(modelMention, "")
    .replace(/^[\s,;:]+/u, "")
    .replace(barePromptLead, "");
  const stripped = leadIn.test(firstSentence)
    ? firstSentence.replace(leadIn, "")
    : firstSentence.replace(politeLeadIn, "");
  const [first = "", ...rest] = stripped
    .replace(ratioPhrase, "")
    .replace(/[.!?]+$/u, "")
    .split(/\s*,\s*/u);
  const kept = rest.filter((part) => /\p{L}/u.test(part.replace(descriptorOnly, "")));
  return [first, ...kept].join(", ").trim();
};

/** The image model the request names, whose syntax the prompt then follows. */
const namedModel = (text: string) => {
  if (/midjourney/iu.test(text)) return "midjourney";
  if (/stable\s+diffusion|\bsdxl\b/iu.test(text)) return "stable-diffusion";
  if (/dall[-\s]?e/iu.test(text)) return "dall-e";
  return undefined;
};

/** The version the image studio writes, so a pasted prompt renders the same for anyone. */
const midjourneyVersion = midjourneySettingsSchema.parse({}).version;

const typedParameter = /\s*--[a-z]+(?:\s+(?!--)[^\s,]+)?/giu;

const ratioFlag = (ratio: string | undefined) => {
  if (!ratio) return undefined;
  if (/^\d/u.test(ratio)) return ratio.split(" ")[0];
  return ratio.startsWith("1:1") ? "1:1" : ratio.startsWith("landscape") ? "16:9" : "9:16";
};

/**
 * An image-generation prompt, paste-ready in the syntax of the image model the request names
 * (Midjourney parameters, a Stable Diffusion negative prompt) or, by default, as the descriptive
 * sentence ChatGPT, Gemini and DALL·E follow best. Only what was asked for is described; a style,
 * light and framing the person left open get sensible defaults.
 */
export const composeImagePrompt = (request: string, target: TargetModel): string => {
  // "--ar 16:9", "--v 6": Midjourney parameters typed in the request are settings, not the picture.
  // The ratio is read from the words like any other; the rest go back after a Midjourney prompt.
  const parameters = [...request.matchAll(typedParameter)]
    .map((match) => match[0].trim().replace(/[.!?]+$/u, ""))
    .filter((parameter) => !/^--ar\b/iu.test(parameter));
  const text = request
    .replace(typedParameter, (parameter) =>
      /^\s*--ar\b/iu.test(parameter) ? ` ${parameter.replace(/--ar\s*/iu, "")}` : "",
    )
    .trim();
  const subject = (subjectOf(text) || text.replace(/[.!?]+$/u, "")).replace(/^(?:A|An|The)(?=\s)/u, (article) =>
    article.toLowerCase(),
  );
  const inSubject = (phrase: string) => subject.toLowerCase().includes(phrase);
  const style = findAll(text, descriptors.style).filter((phrase) => !inSubject(phrase));
  const composition = findAll(text, descriptors.composition).filter((phrase) => !inSubject(phrase));
  const lighting = findAll(text, descriptors.lighting).filter((phrase) => !inSubject(phrase));
  const mood = findAll(text, descriptors.mood).filter((phrase) => !inSubject(phrase));
  const ratio = aspectRatio(text);
  const avoid = exclusions(text);
  const details = text
    .split(/(?<=[.!?])\s+/u)
    .slice(1)
    .join(" ");
  const hasText = textBearing.test(subject);
  const added = defaultLook(text, {
    // "fantasy art", "ukiyo-e style": a style the person named, even one not listed, is not overridden.
    style: findAll(text, descriptors.style).length > 0 || inSubject("style") || /\p{L} art(?![\p{L}])/iu.test(text),
    lighting: findAll(text, descriptors.lighting).length > 0,
    composition: findAll(text, descriptors.composition).length > 0,
    hasText,
  });
  const isClean =
    style.some((phrase) => cleanStyles.includes(phrase)) || added.some((phrase) => /design$/u.test(phrase));
  const finish = isClean ? "clean lines" : "highly detailed";
  const look = [
    ...style,
    ...composition,
    ...lighting,
    ...(mood.length > 0 ? [`${mood.join(" and ")} mood`] : []),
    ...added,
  ];
  const defects = hasText
    ? ["blurry", "distorted", "low quality", "watermark"]
    : ["blurry", "distorted", "low quality", "watermark", "text"];

  switch (namedModel(text)) {
    case "midjourney":
      return [
        [subject, ...look, finish].join(", "),
        ...(ratioFlag(ratio) ? [`--ar ${ratioFlag(ratio)}`] : []),
        ...(avoid.length > 0 ? [`--no ${avoid.join(", ")}`] : []),
        ...parameters,
        ...(parameters.some((parameter) => /^--v\b/iu.test(parameter)) ? [] : [`--v ${midjourneyVersion}`]),
      ].join(" ");
    case "stable-diffusion":
      return [
        `Prompt: ${[subject, ...look, finish, "sharp focus"].join(", ")}${details ? `. ${details}` : ""}`,
        `Negative prompt: ${[...avoid, ...defects].join(", ")}`,
        ...(ratio ? [`Aspect ratio: ${ratio}`] : []),
      ].join("\n");
    default: {
      const sentence = [
        `${capitalizeFirst(subject)}${look.length > 0 ? `, ${look.join(", ")}` : ""}, ${finish}.`,
        details,
        ratio ? `Aspect ratio ${ratio}.` : "",
        hasText ? "Spell any name or wording exactly as given, in clean, legible lettering." : "",
        `Avoid ${[...avoid, hasText ? "watermarks and distorted details" : "text, watermarks and distorted details"].join(", ")}.`,
      ]
        .filter(Boolean)
        .join(" ");
      return target === "chatgpt" || target === "gemini" ? `Create an image: ${sentence}` : sentence;
    }
  }
};
