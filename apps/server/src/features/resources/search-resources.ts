import type { ResourceList, resourceQuerySchema } from "@promptloom/contracts/resources";
import { and, arrayContains, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { resources } from "../../db/schema/index.ts";
import { resourceColumns, toResourceSummary } from "./to-resource.ts";

/**
 * Resources matching a web-style search (quotes, `or`, `-word`), a kind and a tag; the best
 * matches first, newest first without words. Members see published ones only.
 */
export const searchResources = async (options: {
  db: Database;
  query: z.output<typeof resourceQuerySchema>;
  includeDrafts: boolean;
}): Promise<ResourceList> => {
  const { db, query } = options;
  const visible = options.includeDrafts ? undefined : eq(resources.isPublished, true);
  const tsQuery = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : null;
  const rows = await db
    .select(resourceColumns)
    .from(resources)
    .where(
      and(
        visible,
        query.kind ? eq(resources.kind, query.kind) : undefined,
        query.tag ? arrayContains(resources.tags, [query.tag]) : undefined,
        tsQuery ? sql`${resources.search} @@ ${tsQuery}` : undefined,
      ),
    )
    .orderBy(
      ...(tsQuery ? [desc(sql`ts_rank_cd(${resources.search}, ${tsQuery})`)] : []),
      desc(resources.updatedAt),
      desc(resources.id),
    );
  const tags = await queryRows<{ tag: string; count: number }>(
    db,
    sql`select tag, count(*)::int as count from ${resources}, unnest(${resources.tags}) as tag
        where ${visible ?? sql`true`} group by tag order by count desc, tag`,
  );
  return { items: rows.map(toResourceSummary), tags };
};
