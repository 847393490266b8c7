import { slugify, type createStudioOptionSchema, type StudioOption } from "@promptloom/contracts/studio/studio-options";
import { and, eq, like, max } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { toStudioOption } from "./to-studio-option.ts";

/** A slug from the label, numbered when the group already has it: "neon", "neon-2". */
const freeSlug = async (db: Database, group: string, label: string) => {
  const base = slugify(label);
  const taken = new Set(
    (
      await db
        .select({ slug: studioOptions.slug })
        .from(studioOptions)
        .where(and(eq(studioOptions.group, group), like(studioOptions.slug, `${base}%`)))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let number = 2; taken.has(slug); number += 1) slug = `${base}-${number}`;
  return slug;
};

/** Adds an option at the end of its group. */
export const createStudioOption = async (options: {
  db: Database;
  input: z.output<typeof createStudioOptionSchema>;
}): Promise<StudioOption> => {
  const { db, input } = options;
  const [last] = await db
    .select({ position: max(studioOptions.position) })
    .from(studioOptions)
    .where(eq(studioOptions.group, input.group));
  const [row] = await db
    .insert(studioOptions)
    .values({ ...input, slug: await freeSlug(db, input.group, input.label), position: (last?.position ?? -1) + 1 })
    .returning();
  if (!row) throw new Error("The option was not stored");
  return toStudioOption(row);
};
