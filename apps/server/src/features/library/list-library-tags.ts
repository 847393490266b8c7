import type { PromptType } from "@promptloom/contracts/library";
import type { LibraryTag } from "@promptloom/contracts/library-search";
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

const tagsShown = 40;

/** The most used tags of published prompts, for the tag filter. */
export const listLibraryTags = async (options: {
  db: Database;
  type?: PromptType | undefined;
  category?: string | undefined;
}): Promise<LibraryTag[]> => {
  return queryRows<LibraryTag>(
    options.db,
    sql`
    select tag, count(*)::int as count
    from library_prompts, unnest(tags) as tag
    where status = 'published'
      ${options.type ? sql`and type = ${options.type}` : sql``}
      ${options.category ? sql`and category = ${options.category}` : sql``}
    group by tag
    order by count desc, tag
    limit ${tagsShown}`,
  );
};
