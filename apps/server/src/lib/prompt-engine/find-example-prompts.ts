import { and, desc, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryPrompts } from "../../db/schema/index.ts";
import { builtInEngine } from "../../providers/ai/offline/built-in-engine.ts";

const MAX_TERMS = 12;
const stopWords = new Set(
  `a an the and or but to of for in on with my our your i we you it is are be can this that me need want write make
  create please help about from at by some just like so do have get give really would could should will am`.split(
    /\s+/u,
  ),
);

/** Candidates read from the full-text search before the relevance threshold picks among them. */
const CANDIDATES = 10;

/**
 * The published library prompts most similar to a request, to show a model what a well-written
 * prompt on this subject looks like: the library's full-text search finds candidates over any of
 * the request's words, and only those covering enough of the request's subject are kept (the
 * prompt engine's relevance threshold), so an unrelated prompt is never sent.
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
    .limit(CANDIDATES);
  const { contentLemmas, EXAMPLE_RELEVANCE_THRESHOLD, relevance } = await builtInEngine();
  const subject = contentLemmas(request.slice(0, 600));
  return rows
    .map((row) => ({ text: `${row.title}\n${row.body}`, score: relevance(subject, `${row.title}\n${row.body}`) }))
    .filter((row) => row.score >= EXAMPLE_RELEVANCE_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((row) => row.text);
};
