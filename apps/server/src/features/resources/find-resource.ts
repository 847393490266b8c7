import type { Resource } from "@promptloom/contracts/resources";
import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { resources } from "../../db/schema/index.ts";
import { resourceColumns, resourceNotFound, toResource } from "./to-resource.ts";

/** A resource by its slug or id; members get published ones only. */
export const findResourceRow = async (options: {
  db: Database;
  by: { slug: string } | { id: string };
  includeDrafts: boolean;
}) => {
  const { db, by } = options;
  const [row] = await db
    .select(resourceColumns)
    .from(resources)
    .where(
      and(
        "slug" in by ? eq(resources.slug, by.slug) : eq(resources.id, by.id),
        options.includeDrafts ? undefined : eq(resources.isPublished, true),
      ),
    );
  if (!row) throw resourceNotFound();
  return row;
};

export const findResource = async (options: Parameters<typeof findResourceRow>[0]): Promise<Resource> =>
  toResource(await findResourceRow(options));
