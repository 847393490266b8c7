import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { billingCustomers } from "../../db/schema/index.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";

export const findCustomerId = async (db: Database, provider: string, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row?.customerId ?? null;
};

export const findUserIdByCustomer = async (
  db: Database,
  provider: string,
  customerId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  return row?.userId ?? null;
};

/** Remembers a user's customer; the first one recorded stays (it is the one every checkout reuses). */
export const linkCustomer = async (db: Database, provider: string, userId: string, customerId: string) => {
  await db.insert(billingCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
};

/** The user's customer at the provider, created on first checkout and reused for every later one. */
export const findOrCreateCustomerId = async (options: {
  db: Database;
  payments: PaymentProvider;
  user: { id: string; email: string; name: string };
}): Promise<string> => {
  const { db, payments, user } = options;
  const existing = await findCustomerId(db, payments.name, user.id);
  if (existing) return existing;
  const created = await payments.createCustomer({ email: user.email, name: user.name, userId: user.id });
  await linkCustomer(db, payments.name, user.id, created);
  // Another request may have linked one first: use whichever is stored.
  return (await findCustomerId(db, payments.name, user.id)) ?? created;
};
