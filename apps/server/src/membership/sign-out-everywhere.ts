import { eq } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { session } from "../db/schema/index.ts";

/** Ends every session of the user: each device is signed out on its next request. */
export const signOutEverywhere = async (db: Pick<Database, "delete">, userId: string): Promise<number> => {
  const ended = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return ended.length;
};
