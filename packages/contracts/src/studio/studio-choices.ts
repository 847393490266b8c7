import { z } from "zod";

import { limits } from "../limits.ts";
import { studioGroupInfo, studioGroups, type StudioGroup } from "./studio-groups.ts";
import { aspectRatioPattern } from "./studio-options.ts";

export const studioLimits = {
  subjectMaxLength: limits.sanitizedTextMaxLength,
  customTextMaxLength: 120,
  weightMin: 0.1,
  weightMax: 2,
  /** What Stable Diffusion treats as plain emphasis; other weights are written `(term:1.2)`. */
  weightDefault: 1,
} as const;

/**
 * Midjourney's parameters as the builder writes them. Ranges are Midjourney's own: stylize 0–1000
 * (default 100), chaos 0–100 (default 0); `raw` is `--raw` (written `--style raw` before V7).
 */
export const midjourneyVersions = ["8.1", "7", "6.1"] as const;
export type MidjourneyVersion = (typeof midjourneyVersions)[number];

export const midjourneyRanges = {
  stylize: { min: 0, max: 1000, default: 100 },
  chaos: { min: 0, max: 100, default: 0 },
} as const;

export const midjourneySettingsSchema = z.object({
  version: z.enum(midjourneyVersions).default("8.1"),
  stylize: z.number().int().min(0).max(1000).default(midjourneyRanges.stylize.default),
  chaos: z.number().int().min(0).max(100).default(midjourneyRanges.chaos.default),
  raw: z.boolean().default(false),
});
export type MidjourneySettings = z.output<typeof midjourneySettingsSchema>;

const weightField = z
  .number()
  .min(studioLimits.weightMin, `Emphasis must be at least ${studioLimits.weightMin}`)
  .max(studioLimits.weightMax, `Emphasis must be at most ${studioLimits.weightMax}`)
  .transform((weight) => Math.round(weight * 10) / 10)
  .default(studioLimits.weightDefault);

/** One choice in a group: a curated option by its slug, or the member's own words. */
export const studioPickSchema = z.union([
  z.object({ slug: z.string().trim().min(1).max(80), weight: weightField }),
  z.object({
    text: z
      .string()
      .trim()
      .min(1, "Your own words cannot be blank")
      .max(
        studioLimits.customTextMaxLength,
        `Keep your own words under ${studioLimits.customTextMaxLength} characters`,
      ),
    weight: weightField,
  }),
]);
export type StudioPick = z.output<typeof studioPickSchema>;

const picksSchema = z
  .object(
    Object.fromEntries(
      studioGroups.map((group) => [
        group,
        z
          .array(studioPickSchema)
          .max(
            studioGroupInfo[group].maxPicks,
            `${studioGroupInfo[group].label} takes at most ${studioGroupInfo[group].maxPicks}`,
          )
          .optional(),
      ]),
    ) as Record<StudioGroup, z.ZodOptional<z.ZodArray<typeof studioPickSchema>>>,
  )
  .strict()
  .refine((picks) => (picks.aspect ?? []).every((pick) => !("text" in pick) || aspectRatioPattern.test(pick.text)), {
    message: "An aspect ratio is two whole numbers like 16:9",
    path: ["aspect"],
  });
export type StudioPicks = Partial<Record<StudioGroup, StudioPick[]>>;

/** Everything a preset holds: the picks and Midjourney's parameters, never the subject. */
export const studioPresetChoicesSchema = z.object({
  picks: picksSchema.default({}),
  midjourney: midjourneySettingsSchema.default(midjourneySettingsSchema.parse({})),
});
export type StudioPresetChoices = z.output<typeof studioPresetChoicesSchema>;

/** A whole build: the subject and the preset-able choices. */
export const studioChoicesSchema = studioPresetChoicesSchema.extend({
  subject: z
    .string()
    .trim()
    .max(studioLimits.subjectMaxLength, `Keep the subject under ${studioLimits.subjectMaxLength} characters`)
    .default(""),
});
export type StudioChoices = z.output<typeof studioChoicesSchema>;
export type StudioChoicesInput = z.input<typeof studioChoicesSchema>;

export const emptyStudioChoices = (): StudioChoices => studioChoicesSchema.parse({});
