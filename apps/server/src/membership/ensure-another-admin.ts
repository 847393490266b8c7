import { memberMessages } from "@promptloom/contracts/admin-users";
import { eq } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/index.ts";
import { AppError } from "../http/app-error.ts";

/**
 * Refuses (409) to let `userId` stop being an admin (deleted, or the admin flag taken away) when
 * it is the only admin left. Inside a transaction it locks the admins' profiles until the
 * transaction ends, so two admins removing each other at once cannot leave none.
 */
export const ensureAnotherAdmin = async (db: Database, userId: string): Promise<void> => {
  const admins = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isAdmin, true)).for("update");
  if (admins.length === 1 && admins[0]?.id === userId) throw AppError.conflict(memberMessages.lastAdmin);
};
