import { studioPresetChoicesSchema } from "@promptloom/contracts/studio/studio-choices";
import type { StudioPreset } from "@promptloom/contracts/studio/studio-presets";
import { and, eq, isNull, type SQL } from "drizzle-orm";

import { studioPresets, type StudioPresetRow } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/** Whose presets a call works on: a member's own, or the featured ones admins manage (null). */
export type PresetOwner = string | null;

export const ownedBy = (ownerId: PresetOwner): SQL =>
  ownerId === null ? isNull(studioPresets.userId) : eq(studioPresets.userId, ownerId);

export const presetWhere = (ownerId: PresetOwner, id: string) => and(eq(studioPresets.id, id), ownedBy(ownerId));

export const studioPresetNotFound = () => AppError.notFound("Preset not found");

export const toStudioPreset = (row: StudioPresetRow): StudioPreset => ({
  id: row.id,
  scope: row.userId === null ? "featured" : "mine",
  name: row.name,
  description: row.description,
  // Stored through the same schema; parsing again fills defaults added since.
  choices: studioPresetChoicesSchema.parse(row.choices),
  hidden: row.hidden,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
});
