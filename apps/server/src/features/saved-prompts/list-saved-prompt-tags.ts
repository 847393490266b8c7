import type { SavedPromptTag } from "@promptloom/contracts/saved-prompts";
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";

/** Every tag the member uses, most used first. */
export const listSavedPromptTags = async (options: { db: Database; userId: string }): Promise<SavedPromptTag[]> => {
  const result = await options.db.execute(sql`
    select tag, count(*)::int as count
    from saved_prompts, unnest(tags) as tag
    where user_id = ${options.userId}
    group by tag
    order by count desc, tag`);
  return rowsOf<SavedPromptTag>(result);
};
