import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { photoUploads, type PhotoUploadRow } from "../../db/schema/index.ts";
import { photoNotFound } from "./to-photo-upload.ts";

/** One of the member's own uploads; another member's is as missing as one that never was. */
export const findPhoto = async (options: { db: Database; userId: string; id: string }): Promise<PhotoUploadRow> => {
  const { db, userId, id } = options;
  const [row] = await db
    .select()
    .from(photoUploads)
    .where(and(eq(photoUploads.id, id), eq(photoUploads.userId, userId)));
  if (!row) throw photoNotFound();
  return row;
};
