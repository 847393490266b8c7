import { eq } from "drizzle-orm";

import type { Database } from "../db/client.ts";
import { photoUploads, user } from "../db/schema/index.ts";
import type { PaymentProvider } from "../providers/payments/payment-provider.ts";
import type { StorageProvider } from "../providers/storage/storage-provider.ts";
import { cancelLiveSubscriptions } from "./cancel-live-subscriptions.ts";
import { ensureAnotherAdmin } from "./ensure-another-admin.ts";

/**
 * Cancels the user's live subscriptions at the provider first (so nobody is billed for a deleted
 * account), then deletes the user; profiles, saved prompts, usage and billing records go with it,
 * and then the user's Photo Studio files. If the provider refuses, nothing is deleted; the last admin
 * is never deleted.
 * `beforeDelete` runs in the deleting transaction (an admin's audit entry).
 */
export const deleteAccount = async (options: {
  db: Database;
  payments: PaymentProvider;
  storage: StorageProvider;
  userId: string;
  beforeDelete?: (tx: Database) => Promise<void>;
}) => {
  const { db, payments, storage, userId } = options;
  // Checked before anything is cancelled, and again under lock as the account goes.
  await ensureAnotherAdmin(db, userId);
  await cancelLiveSubscriptions({ db, payments, userId });
  const photos = await db
    .select({ imageKey: photoUploads.imageKey, thumbnailKey: photoUploads.thumbnailKey })
    .from(photoUploads)
    .where(eq(photoUploads.userId, userId));
  await db.transaction(async (tx) => {
    await ensureAnotherAdmin(tx, userId);
    await options.beforeDelete?.(tx);
    await tx.delete(user).where(eq(user.id, userId));
  });
  for (const photo of photos) await Promise.all([storage.delete(photo.imageKey), storage.delete(photo.thumbnailKey)]);
};
