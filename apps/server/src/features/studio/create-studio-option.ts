import { slugify, type createStudioOptionSchema, type StudioOption } from "@promptloom/contracts/studio/studio-options";
import { and, eq, like, max } from "drizzle-orm";
import type { z } from "zod";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/postgres-errors.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { auditedOptionFields, optionTarget } from "./audit-studio-option.ts";
import { toStudioOption } from "./to-studio-option.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A slug from the label, numbered when the group already has it: "neon", "neon-2". */
const freeSlug = async (tx: Transaction, group: string, label: string) => {
  const base = slugify(label);
  const rows = await tx
    .select({ slug: studioOptions.slug })
    .from(studioOptions)
    .where(and(eq(studioOptions.group, group), like(studioOptions.slug, `${base}%`)));
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let number = 2; taken.has(slug); number += 1) slug = `${base}-${number}`;
  return slug;
};

/** Adds an option at the end of its group. */
export const createStudioOption = async (options: {
  db: Database;
  actor: AuditActor;
  input: z.output<typeof createStudioOptionSchema>;
}): Promise<StudioOption> => {
  const { db, actor, input } = options;
  const stored = db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(studioOptions.position) })
      .from(studioOptions)
      .where(eq(studioOptions.group, input.group));
    const [row] = await tx
      .insert(studioOptions)
      .values({ ...input, slug: await freeSlug(tx, input.group, input.label), position: (last?.position ?? -1) + 1 })
      .returning();
    if (!row) throw new Error("The option was not stored");
    await recordAuditEntry(tx, {
      actor,
      action: "studio_option.create",
      target: optionTarget(row),
      after: { slug: row.slug, ...auditedOptionFields(row) },
    });
    return toStudioOption(row);
  });
  // Two admins adding the same label at once pick the same free address; the second is told.
  return stored.catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      throw AppError.conflict(
        `An option labelled "${input.label}" was just added to this group. Reload the list to see it, or choose another label.`,
      );
    }
    throw error;
  });
};
