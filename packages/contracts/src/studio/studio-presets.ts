import { z } from "zod";

import { requiredText } from "../required-text.ts";
import { studioPresetChoicesSchema } from "./studio-choices.ts";

export const studioPresetLimits = { nameMaxLength: 60, descriptionMaxLength: 200, perMember: 50 } as const;

/** Featured presets come from admins; a member's own are theirs alone. */
export const studioPresetScopes = ["featured", "mine"] as const;
export type StudioPresetScope = (typeof studioPresetScopes)[number];

export const studioPresetSchema = z.object({
  id: z.string(),
  scope: z.enum(studioPresetScopes),
  name: z.string(),
  description: z.string(),
  choices: studioPresetChoicesSchema,
  hidden: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type StudioPreset = z.infer<typeof studioPresetSchema>;

export const studioPresetListSchema = z.object({ items: z.array(studioPresetSchema) });

export const createStudioPresetSchema = z.object({
  name: requiredText("Name", studioPresetLimits.nameMaxLength),
  description: z
    .string()
    .trim()
    .max(
      studioPresetLimits.descriptionMaxLength,
      `Description must be at most ${studioPresetLimits.descriptionMaxLength} characters`,
    )
    .default(""),
  choices: studioPresetChoicesSchema,
  /** Admins only: a hidden featured preset is kept but offered to nobody. */
  hidden: z.boolean().default(false),
});
export type CreateStudioPresetInput = z.input<typeof createStudioPresetSchema>;

export const updateStudioPresetSchema = z
  .object({
    name: createStudioPresetSchema.shape.name,
    description: createStudioPresetSchema.shape.description.unwrap(),
    choices: createStudioPresetSchema.shape.choices,
    hidden: createStudioPresetSchema.shape.hidden.unwrap(),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to update");
export type UpdateStudioPresetInput = z.input<typeof updateStudioPresetSchema>;

export const reorderStudioPresetsSchema = z.object({ ids: z.array(z.uuid("Invalid preset id")).min(1).max(500) });
