import { eq } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { user } from "../db/schema/index.ts";

/** The id of the account with this e-mail address (stored lowercased), or null when there is none. */
export const findUserIdByEmail = async (db: Database, email: string): Promise<string | null> => {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return row?.id ?? null;
};
