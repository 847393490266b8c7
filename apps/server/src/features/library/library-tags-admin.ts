import type { AdminLibraryTag } from "@promptloom/contracts/library-admin";
import { sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { AppError } from "../../http/app-error.ts";

/** Every tag of the library with how many prompts carry it, drafts included. */
export const listAdminTags = (db: Database): Promise<AdminLibraryTag[]> =>
  queryRows<AdminLibraryTag>(
    db,
    sql`select tag, count(*)::int as count,
          (count(*) filter (where type = 'text'))::int as "textCount",
          (count(*) filter (where type = 'image'))::int as "imageCount"
        from library_prompts, unnest(tags) as tag
        group by tag order by count desc, tag`,
  );

/**
 * Renames a tag on every prompt that carries it (`to` null removes it). Renaming onto a tag a
 * prompt already has merges the two; each prompt keeps its tags in their order.
 */
export const changeLibraryTag = async (options: {
  db: Database;
  actor: AuditActor;
  tag: string;
  to: string | null;
}): Promise<number> => {
  const { db, actor, tag, to } = options;
  return db.transaction(async (tx) => {
    const replaced = to
      ? sql`array(
          select name from unnest(array_replace(tags, ${tag}, ${to})) with ordinality as kept(name, place)
          group by name order by min(place))`
      : sql`array_remove(tags, ${tag})`;
    const changed = await queryRows<{ id: string }>(
      tx,
      sql`update library_prompts set tags = ${replaced}, updated_at = now()
          where ${tag} = any(tags) returning id`,
    );
    if (changed.length === 0) throw AppError.notFound(`No prompt has the tag "${tag}"`);
    await recordAuditEntry(tx, {
      actor,
      action: to ? "library_tag.rename" : "library_tag.delete",
      target: { type: "library_tag", id: tag, label: tag },
      before: { tag },
      after: { tag: to, prompts: changed.length },
    });
    return changed.length;
  });
};
