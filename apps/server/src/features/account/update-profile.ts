import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema/index.ts";

/** The name lives on the account (sign-in, e-mails) and the profile (spec's full_name): both change together. */
export const updateProfile = async (options: { db: Database; userId: string; fullName: string }) => {
  const { db, userId, fullName } = options;
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ name: fullName, updatedAt: sql`now()` })
      .where(eq(user.id, userId));
    await tx
      .update(profiles)
      .set({ fullName, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
  });
  return { fullName };
};
