import type { SavedPromptTag } from "@promptloom/contracts/saved-prompts";
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

/** Every tag the member uses, most used first. */
export const listSavedPromptTags = async (options: { db: Database; userId: string }): Promise<SavedPromptTag[]> => {
  return queryRows<SavedPromptTag>(
    options.db,
    sql`
    select tag, count(*)::int as count
    from saved_prompts, unnest(tags) as tag
    where user_id = ${options.userId}
    group by tag
    order by count desc, tag`,
  );
};
