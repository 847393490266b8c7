import { asc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema/index.ts";

/** Where support mail goes: SUPPORT_EMAIL, else ADMIN_EMAIL, else the first admin's address. */
export const findStaffAddress = async (db: Database, configured: string | null): Promise<string | null> => {
  if (configured) return configured;
  const [admin] = await db
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.isAdmin, true))
    .orderBy(asc(profiles.createdAt))
    .limit(1);
  return admin?.email ?? null;
};
