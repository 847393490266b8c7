import { and, desc, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryPrompts } from "../../db/schema/index.ts";

const MAX_TERMS = 12;
const stopWords = new Set(
  `a an the and or but to of for in on with my our your i we you it is are be can this that me need want write make
  create please help about from at by some just like so do have get give really would could should will am`.split(
    /\s+/u,
  ),
);

/**
 * The published library prompts most similar to a request, by the library's full-text search
 * ranked over any of the request's words, to show a model what a well-written prompt on this
 * subject looks like.
 */
export const findExamplePrompts = async (db: Database, request: string, limit = 3): Promise<string[]> => {
  const terms = [...new Set(request.toLowerCase().match(/\p{L}[\p{L}'-]{2,}/gu) ?? [])]
    .filter((word) => !stopWords.has(word))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return [];
  const query = sql`websearch_to_tsquery('english', ${terms.join(" or ")})`;
  const rows = await db
    .select({ title: libraryPrompts.title, body: libraryPrompts.body })
    .from(libraryPrompts)
    .where(
      and(
        eq(libraryPrompts.status, "published"),
        eq(libraryPrompts.type, "text"),
        sql`${libraryPrompts.search} @@ ${query}`,
      ),
    )
    .orderBy(desc(sql`ts_rank_cd(${libraryPrompts.search}, ${query})`), libraryPrompts.id)
    .limit(limit);
  return rows.map((row) => `${row.title}\n${row.body}`);
};
