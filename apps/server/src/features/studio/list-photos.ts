import { desc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { photoUploads, type PhotoUploadRow } from "../../db/schema/index.ts";

/** How many uploads the list shows; older ones stay until deleted and are reached by their address. */
export const photoListLimit = 100;

/** The member's uploads, newest first. */
export const listPhotos = async (options: { db: Database; userId: string }): Promise<PhotoUploadRow[]> =>
  options.db
    .select()
    .from(photoUploads)
    .where(eq(photoUploads.userId, options.userId))
    .orderBy(desc(photoUploads.createdAt), desc(photoUploads.id))
    .limit(photoListLimit);
