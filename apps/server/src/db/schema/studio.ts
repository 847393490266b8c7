import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

/** The Prompt Studio's curated choices, one set per builder group; hidden ones are offered to nobody. */
export const studioOptions = pgTable(
  "studio_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    group: text("group").notNull(),
    /** Presets and the history refer to an option by group and slug, so it never changes. */
    slug: text("slug").notNull(),
    label: text("label").notNull(),
    description: text("description").notNull(),
    term: text("term").notNull(),
    phrase: text("phrase"),
    position: integer("position").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    /** Storage key of an example image, served under /api/uploads. */
    exampleImageKey: text("example_image_key"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    unique("studio_options_group_slug").on(table.group, table.slug),
    index("studio_options_group_position_idx").on(table.group, table.position),
  ],
);

/** Named sets of choices: featured ones from admins (no owner) and each member's own. */
export const studioPresets = pgTable(
  "studio_presets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** StudioPresetChoices from the contracts. */
    choices: jsonb("choices").notNull(),
    position: integer("position").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("studio_presets_user_idx").on(table.userId, table.position)],
);

/** Prompts a member copied, saved or sent on from the studio, written out by the server. */
export const studioHistory = pgTable(
  "studio_history",
  {
    id: timeOrderedId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    syntax: text("syntax").notNull(),
    /** StudioChoices from the contracts, so the build can be opened again. */
    choices: jsonb("choices").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("studio_history_user_created_idx").on(table.userId, table.createdAt)],
);

/** A member's Photo Studio uploads: the stored photo (metadata removed), its thumbnail and what was read from it. */
export const photoUploads = pgTable(
  "photo_uploads",
  {
    id: timeOrderedId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    imageKey: text("image_key").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    /** PhotoMeasurements from the contracts. */
    measurements: jsonb("measurements").notNull(),
    /** PhotoDescription from the vision model, once asked. */
    description: jsonb("description"),
    describedBy: text("described_by"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("photo_uploads_user_created_idx").on(table.userId, table.createdAt)],
);

export type StudioOptionRow = typeof studioOptions.$inferSelect;
export type StudioPresetRow = typeof studioPresets.$inferSelect;
export type StudioHistoryRow = typeof studioHistory.$inferSelect;
export type PhotoUploadRow = typeof photoUploads.$inferSelect;
