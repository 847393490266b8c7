import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/pg-core";

/** A `text[]` column that is never null: a row without any (tags, models, steps) holds an empty list. */
export const textList = <TName extends string>(name: TName) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
