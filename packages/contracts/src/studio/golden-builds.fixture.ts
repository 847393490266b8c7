import type { StudioOptionCatalog } from "./resolve-choices.ts";
import type { StudioChoicesInput } from "./studio-choices.ts";

/** A small catalog in the shape the API serves, enough for the golden builds. */
export const goldenCatalog: StudioOptionCatalog = [
  { group: "style", slug: "film-noir", term: "film noir", phrase: null },
  {
    group: "style",
    slug: "studio-ghibli-inspired",
    term: "hand-drawn anime style",
    phrase: "a warm hand-drawn anime style",
  },
  { group: "style", slug: "cyberpunk", term: "cyberpunk", phrase: null },
  { group: "medium", slug: "35mm-film-photo", term: "35mm film photograph", phrase: null },
  { group: "medium", slug: "oil-painting", term: "oil painting", phrase: null },
  { group: "medium", slug: "watercolour", term: "watercolour illustration", phrase: null },
  { group: "lighting", slug: "golden-hour", term: "golden hour sunlight", phrase: "warm, low golden-hour sunlight" },
  { group: "lighting", slug: "neon", term: "neon signs (pink and blue)", phrase: "pink and blue neon signs" },
  {
    group: "camera",
    slug: "85mm",
    term: "85mm lens, f/1.8, shallow depth of field",
    phrase: "an 85mm lens at f/1.8 with a shallow depth of field",
  },
  { group: "composition", slug: "close-up", term: "close-up", phrase: "a tight close-up" },
  { group: "composition", slug: "rule-of-thirds", term: "rule of thirds", phrase: "balanced on the rule of thirds" },
  { group: "palette", slug: "earth-tones", term: "muted earth tones", phrase: null },
  { group: "palette", slug: "teal-orange", term: "teal and orange", phrase: null },
  { group: "mood", slug: "nostalgic", term: "nostalgic", phrase: null },
  { group: "mood", slug: "serene", term: "serene", phrase: "calm and serene" },
  { group: "aspect", slug: "16-9", term: "16:9", phrase: null },
  { group: "aspect", slug: "9-16", term: "9:16", phrase: null },
  { group: "aspect", slug: "1-1", term: "1:1", phrase: null },
  { group: "quality", slug: "highly-detailed", term: "highly detailed", phrase: null },
  { group: "quality", slug: "sharp-focus", term: "sharp focus", phrase: "in sharp focus" },
  { group: "negative", slug: "text", term: "text", phrase: null },
  { group: "negative", slug: "watermark", term: "watermark", phrase: "watermarks" },
  { group: "negative", slug: "blurry", term: "blurry", phrase: "blur" },
];

/** Builds a member would make, from a bare subject to every group used. */
export const goldenBuilds: Record<string, StudioChoicesInput> = {
  subjectOnly: { subject: "a lighthouse on a cliff at night" },
  portrait: {
    subject: "an old fisherman mending nets on a wooden pier",
    picks: {
      medium: [{ slug: "35mm-film-photo" }],
      style: [{ slug: "film-noir", weight: 1.2 }],
      lighting: [{ slug: "golden-hour" }],
      camera: [{ slug: "85mm" }],
      composition: [{ slug: "close-up" }],
      palette: [{ slug: "earth-tones" }],
      mood: [{ slug: "nostalgic" }],
      aspect: [{ slug: "16-9" }],
      quality: [{ slug: "highly-detailed" }, { slug: "sharp-focus" }],
      negative: [{ slug: "text" }, { slug: "watermark" }, { slug: "blurry", weight: 1.3 }],
    },
    midjourney: { version: "7", stylize: 250, chaos: 10 },
  },
  cityNight: {
    subject: "a rainy street market in Tokyo",
    picks: {
      style: [{ slug: "cyberpunk" }, { slug: "studio-ghibli-inspired", weight: 0.8 }],
      lighting: [{ slug: "neon", weight: 1.4 }],
      palette: [{ slug: "teal-orange" }],
      aspect: [{ slug: "9-16" }],
      negative: [{ text: "people looking at the camera" }],
    },
    midjourney: { raw: true },
  },
  customWords: {
    subject: "  a fox\n curled up in a teacup.  ",
    picks: {
      medium: [{ slug: "watercolour" }],
      mood: [{ slug: "serene" }, { text: "whimsical" }],
      composition: [{ slug: "rule-of-thirds" }],
      aspect: [{ text: "4:5" }],
      quality: [{ text: "soft paper texture -- visible" }],
    },
    midjourney: { version: "6.1", raw: true, stylize: 0 },
  },
  noSubject: {
    picks: { medium: [{ slug: "oil-painting" }], style: [{ slug: "film-noir" }], aspect: [{ slug: "1-1" }] },
  },
};
