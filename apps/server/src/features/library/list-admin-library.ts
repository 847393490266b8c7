import type { AdminLibraryList, adminLibraryQuerySchema, AdminLibrarySort } from "@promptloom/contracts/library-admin";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { anyContains } from "../../db/contains-text.ts";
import { libraryPrompts } from "../../db/schema/index.ts";
import { libraryListColumns, toLibraryListItem } from "./to-library-item.ts";

const orders: Record<AdminLibrarySort, SQL[]> = {
  updated: [desc(libraryPrompts.updatedAt), asc(libraryPrompts.id)],
  newest: [desc(libraryPrompts.createdAt), asc(libraryPrompts.id)],
  title: [sql`lower(${libraryPrompts.title})`, asc(libraryPrompts.id)],
  copied: [desc(libraryPrompts.copyCount), asc(libraryPrompts.id)],
};

/**
 * The library as admins manage it: one type, drafts included, searched by title, slug, tag or
 * description, filtered by category, status and featured, a numbered page at a time.
 */
export const listAdminLibrary = async (options: {
  db: Database;
  query: z.output<typeof adminLibraryQuerySchema>;
}): Promise<AdminLibraryList> => {
  const { db, query } = options;
  const where = and(
    eq(libraryPrompts.type, query.type),
    query.category ? eq(libraryPrompts.category, query.category) : undefined,
    query.status ? eq(libraryPrompts.status, query.status) : undefined,
    query.featured === undefined ? undefined : eq(libraryPrompts.featured, query.featured),
    query.q
      ? anyContains(
          [
            libraryPrompts.title,
            libraryPrompts.slug,
            libraryPrompts.description,
            sql`array_to_string(${libraryPrompts.tags}, ' ')`,
          ],
          query.q,
        )
      : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(libraryPrompts).where(where);
  const total = totals?.total ?? 0;
  const rows = await db
    .select({ ...libraryListColumns, isFavorite: sql<boolean>`false` })
    .from(libraryPrompts)
    .where(where)
    .orderBy(...orders[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map(toLibraryListItem),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.limit)),
  };
};
