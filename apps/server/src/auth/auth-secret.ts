import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { siteSettings } from "../db/schema/index.ts";

const KEY = "auth_secret";

/**
 * The configured secret, or one generated on first start and kept in the database so every
 * instance and every restart signs sessions with the same key.
 */
export const resolveAuthSecret = async (db: Database, configured: string | undefined): Promise<string> => {
  if (configured) return configured;
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: randomBytes(32).toString("base64url"), category: "system" })
    .onConflictDoNothing();
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY));
  if (typeof row?.value !== "string") throw new Error("Could not read the stored auth secret");
  return row.value;
};
