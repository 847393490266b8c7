/**
 * The builder's option groups, in the order a prompt reads them. The subject is free text and not
 * a group; every group is a set of options an admin curates, plus the member's own words.
 */
export const studioGroups = [
  "style",
  "medium",
  "lighting",
  "camera",
  "composition",
  "palette",
  "mood",
  "aspect",
  "quality",
  "negative",
] as const;
export type StudioGroup = (typeof studioGroups)[number];

/** Groups whose picks describe the image itself (everything but the frame and the exclusions). */
export const descriptiveGroups = [
  "medium",
  "style",
  "composition",
  "camera",
  "lighting",
  "palette",
  "mood",
  "quality",
] as const satisfies readonly StudioGroup[];
export type DescriptiveGroup = (typeof descriptiveGroups)[number];

export type StudioGroupInfo = {
  label: string;
  /** One line under the group's heading in the builder. */
  hint: string;
  /** How many picks the group takes; more would blur the image rather than describe it. */
  maxPicks: number;
};

export const studioGroupInfo: Record<StudioGroup, StudioGroupInfo> = {
  style: { label: "Style", hint: "The artistic movement or look the image borrows.", maxPicks: 3 },
  medium: { label: "Medium", hint: "What the image is made with: a photograph, paint, clay, pixels.", maxPicks: 2 },
  lighting: { label: "Lighting", hint: "Where the light comes from and how it feels.", maxPicks: 3 },
  camera: {
    label: "Camera and lens",
    hint: "Lens, angle and depth of field, as a photographer would set them.",
    maxPicks: 3,
  },
  composition: { label: "Composition", hint: "How the frame is arranged and how close we are.", maxPicks: 3 },
  palette: { label: "Colour palette", hint: "The colours that dominate the image.", maxPicks: 2 },
  mood: { label: "Mood", hint: "The feeling the image should leave.", maxPicks: 3 },
  aspect: { label: "Aspect ratio", hint: "The shape of the frame: width to height.", maxPicks: 1 },
  quality: { label: "Quality", hint: "Finish and level of detail.", maxPicks: 3 },
  negative: { label: "Negative prompt", hint: "What must stay out of the image.", maxPicks: 12 },
};

/** The three target syntaxes the builder writes. */
export const promptSyntaxes = ["midjourney", "stable-diffusion", "natural-language"] as const;
export type PromptSyntax = (typeof promptSyntaxes)[number];

export const promptSyntaxLabels: Record<PromptSyntax, string> = {
  midjourney: "Midjourney",
  "stable-diffusion": "Stable Diffusion / SDXL",
  "natural-language": "DALL·E / Flux / Imagen",
};
