import { eq, like, or } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { resources } from "../../db/schema/index.ts";

const slugify = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "") || "resource";

/** A readable address for a new resource from its title, numbered when the title is taken. */
export const uniqueResourceSlug = async (db: Pick<Database, "select">, title: string): Promise<string> => {
  const base = slugify(title);
  const taken = new Set(
    (
      await db
        .select({ slug: resources.slug })
        .from(resources)
        .where(or(eq(resources.slug, base), like(resources.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
};
