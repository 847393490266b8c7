import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { tsvector, weightedSearchDocument } from "./search-vector.ts";
import { textList } from "./text-list.ts";

/** Guides, cheat sheets and downloads that admins publish for members. */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Markdown. */
    body: text("body").notNull(),
    /** guide | cheat-sheet | download */
    kind: text("kind").notNull(),
    tags: textList("tags"),
    /** The attached file in the storage provider, with the name and type it is served under. */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() =>
        weightedSearchDocument({ title: sql`title`, tags: sql`tags`, rest: sql`summary || ' ' || body` }),
      ),
  },
  (table) => [index("resources_search_idx").using("gin", table.search)],
);

export type ResourceRow = typeof resources.$inferSelect;
