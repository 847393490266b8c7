import { z } from "zod";

import { requiredText } from "../required-text.ts";
import { studioGroups } from "./studio-groups.ts";

export const studioOptionLimits = {
  slugMaxLength: 80,
  labelMaxLength: 60,
  descriptionMaxLength: 200,
  termMaxLength: 120,
  phraseMaxLength: 200,
} as const;

/** `16:9`: two whole numbers, the way Midjourney's `--ar` takes them. */
export const aspectRatioPattern = /^([1-9]\d?):([1-9]\d?)$/;

/** One curated choice in a group, as the API returns it. */
export const studioOptionSchema = z.object({
  id: z.string(),
  group: z.enum(studioGroups),
  /** Stable name inside its group; presets and history refer to options by it. */
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  /** The words a keyword prompt (Midjourney, Stable Diffusion) uses. */
  term: z.string(),
  /** How a sentence prompt (DALL·E, Flux, Imagen) says it; the term when null. */
  phrase: z.string().nullable(),
  /** Served by the app under /api/uploads; null when an admin has not added an example. */
  imageUrl: z.string().nullable(),
  hidden: z.boolean(),
  position: z.number().int(),
});
export type StudioOption = z.infer<typeof studioOptionSchema>;

export const studioOptionListSchema = z.object({ items: z.array(studioOptionSchema) });

const optionFields = z.object({
  label: requiredText("Label", studioOptionLimits.labelMaxLength),
  description: requiredText("Description", studioOptionLimits.descriptionMaxLength),
  term: requiredText("Prompt words", studioOptionLimits.termMaxLength),
  phrase: z
    .string()
    .trim()
    .max(
      studioOptionLimits.phraseMaxLength,
      `Sentence wording must be at most ${studioOptionLimits.phraseMaxLength} characters`,
    )
    .transform((phrase) => (phrase === "" ? null : phrase))
    .nullable(),
  hidden: z.boolean(),
});

const aspectTermRule = (option: { group?: string; term?: string }) =>
  option.group !== "aspect" || option.term === undefined || aspectRatioPattern.test(option.term);
const aspectTermMessage = { message: "An aspect ratio is two whole numbers like 16:9", path: ["term"] };

export const createStudioOptionSchema = optionFields
  .extend({
    group: z.enum(studioGroups, "Choose a group"),
    phrase: optionFields.shape.phrase.default(null),
    hidden: optionFields.shape.hidden.default(false),
  })
  .refine(aspectTermRule, aspectTermMessage);
export type CreateStudioOptionInput = z.input<typeof createStudioOptionSchema>;

/** The group and slug stay: presets and history point at them. */
export const updateStudioOptionSchema = optionFields
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to update");
export type UpdateStudioOptionInput = z.input<typeof updateStudioOptionSchema>;

/** The new order of one group's options, every id of the group listed once. */
export const reorderStudioOptionsSchema = z.object({
  group: z.enum(studioGroups),
  ids: z.array(z.uuid("Invalid option id")).min(1).max(500),
});

/** Turns a label into a slug: "Golden hour" → "golden-hour". */
export const slugify = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, studioOptionLimits.slugMaxLength) || "option";
