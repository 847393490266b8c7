import type { Resource, resourceInputSchema } from "@promptloom/contracts/resources";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/postgres-errors.ts";
import { resources } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { findResourceRow } from "./find-resource.ts";
import { resourceColumns, toResource } from "./to-resource.ts";
import { uniqueResourceSlug } from "./unique-slug.ts";

type ResourceInput = z.output<typeof resourceInputSchema>;

const audited = (input: ResourceInput) => ({
  title: input.title,
  summary: input.summary,
  kind: input.kind,
  tags: input.tags,
  isPublished: input.isPublished,
  bodyLength: input.body.length,
});

/** Adds a resource; its address comes from the title. */
export const createResource = async (options: {
  db: Database;
  actor: AuditActor;
  input: ResourceInput;
}): Promise<Resource> => {
  const { db, actor, input } = options;
  const stored = db.transaction(async (tx) => {
    const slug = await uniqueResourceSlug(tx, input.title);
    const [row] = await tx
      .insert(resources)
      .values({ ...input, slug })
      .returning(resourceColumns);
    if (!row) throw new Error("The resource was not stored");
    await recordAuditEntry(tx, {
      actor,
      action: "resource.create",
      target: { type: "resource", id: row.id, label: row.title },
      after: audited(input),
    });
    return toResource(row);
  });
  // Two admins adding the same title at once pick the same free address; the second is told.
  return stored.catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      throw AppError.conflict(
        `A resource titled "${input.title}" was just added. Reload the list to see it, or choose another title.`,
      );
    }
    throw error;
  });
};

/** Replaces a resource's content; its address stays, so shared links keep working. */
export const updateResource = async (options: {
  db: Database;
  actor: AuditActor;
  id: string;
  input: ResourceInput;
}): Promise<Resource> => {
  const { db, actor, id, input } = options;
  const before = await findResourceRow({ db, by: { id }, includeDrafts: true });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(resources)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(resources.id, id))
      .returning(resourceColumns);
    if (!row) throw new Error("The resource was not updated");
    await recordAuditEntry(tx, {
      actor,
      action: "resource.update",
      target: { type: "resource", id, label: row.title },
      ...changedValues(audited({ ...before, kind: before.kind as ResourceInput["kind"] }), audited(input)),
    });
    return toResource(row);
  });
};
