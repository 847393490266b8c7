import { paidStatuses } from "@promptloom/contracts/billing";
import { and, eq, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { photoUploads, subscriptions, user } from "../../db/schema/index.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";

/**
 * Cancels the user's live subscriptions at the provider first (so nobody is billed for a deleted
 * account), then deletes the user; profiles, saved prompts, usage and billing records go with it,
 * and then the user's Photo Studio files. If the provider refuses, nothing is deleted.
 */
export const deleteAccount = async (options: {
  db: Database;
  payments: PaymentProvider;
  storage: StorageProvider;
  userId: string;
}) => {
  const { db, payments, storage, userId } = options;
  const live = await db
    .select({ id: subscriptions.providerSubscriptionId, provider: subscriptions.provider })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, paidStatuses)));
  for (const subscription of live.filter((row) => row.provider === payments.name)) {
    await payments.cancelSubscriptionNow(subscription.id);
  }
  const photos = await db
    .select({ imageKey: photoUploads.imageKey, thumbnailKey: photoUploads.thumbnailKey })
    .from(photoUploads)
    .where(eq(photoUploads.userId, userId));
  await db.delete(user).where(eq(user.id, userId));
  for (const photo of photos) await Promise.all([storage.delete(photo.imageKey), storage.delete(photo.thumbnailKey)]);
};
