import { studioPresetChoicesSchema } from "@promptloom/contracts/studio/studio-choices";
import type { StudioPreset } from "@promptloom/contracts/studio/studio-presets";
import { and, eq, isNull, type SQL } from "drizzle-orm";

import type { AuditActor } from "../../audit/record-audit-entry.ts";
import { studioPresets, type StudioPresetRow } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Whose presets a call works on: a member's own, or the featured ones, which an admin changes
 * with an entry in the audit log.
 */
export type PresetOwner = { kind: "member"; userId: string } | { kind: "featured"; actor: AuditActor };

export const ownedBy = (owner: PresetOwner): SQL =>
  owner.kind === "featured" ? isNull(studioPresets.userId) : eq(studioPresets.userId, owner.userId);

export const presetWhere = (owner: PresetOwner, id: string) => and(eq(studioPresets.id, id), ownedBy(owner));

export const presetTarget = (row: Pick<StudioPresetRow, "id" | "name">) => ({
  type: "studio_preset",
  id: row.id,
  label: row.name,
});

/** The fields of a preset as the audit log records them. */
export const auditedPresetFields = (row: StudioPresetRow) => ({
  name: row.name,
  description: row.description,
  choices: row.choices,
  hidden: row.hidden,
});

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
