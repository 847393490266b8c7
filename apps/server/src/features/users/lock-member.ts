import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema/index.ts";
import { memberNotFound } from "./find-member.ts";

/** A member's account and profile, locked until the transaction ends, for a change an admin makes. */
export const lockMember = async (tx: Database, userId: string) => {
  const [row] = await tx
    .select({ email: user.email, profile: profiles })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .for("update", { of: profiles });
  if (!row) throw memberNotFound();
  return row;
};
