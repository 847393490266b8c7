import type { MemberFilter, MemberList, memberListQuerySchema, MemberSort } from "@promptloom/contracts/admin-users";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { anyContains } from "../../db/contains-text.ts";
import { profiles, user } from "../../db/schema/index.ts";
import { lastSignIn, memberColumns, minutesSaved, toMemberSummary } from "./member-columns.ts";

const filters: Record<MemberFilter, SQL | undefined> = {
  all: undefined,
  paid: and(eq(profiles.isPaid, true), eq(profiles.refunded, false)),
  unpaid: and(eq(profiles.isPaid, false), eq(profiles.refunded, false)),
  refunded: eq(profiles.refunded, true),
  admin: eq(profiles.isAdmin, true),
};

/** Every order ends with the id, so equal keys still page in a stable order. */
const orders: Record<MemberSort, SQL[]> = {
  newest: [desc(user.createdAt), asc(user.id)],
  oldest: [asc(user.createdAt), asc(user.id)],
  name: [sql`lower(coalesce(nullif(${profiles.fullName}, ''), ${user.name}))`, asc(user.id)],
  email: [asc(user.email), asc(user.id)],
  last_sign_in: [sql`${lastSignIn} desc nulls last`, asc(user.id)],
  minutes_saved: [sql`${minutesSaved} desc`, asc(user.id)],
};

/** Accounts for the admin's members list: searched by name or e-mail, filtered, sorted, a page at a time. */
export const listMembers = async (options: {
  db: Database;
  query: z.output<typeof memberListQuerySchema>;
}): Promise<MemberList> => {
  const { db, query } = options;
  const where = and(
    filters[query.filter],
    query.q ? anyContains([user.email, user.name, profiles.fullName], query.q) : undefined,
  );
  const [totals] = await db
    .select({ total: count() })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / query.limit));

  const rows = await db
    .select(memberColumns)
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(where)
    .orderBy(...orders[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: rows.map(toMemberSummary), total, page: query.page, pageCount };
};
