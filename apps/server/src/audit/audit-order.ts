import { desc } from "drizzle-orm";

import { auditLog } from "../db/schema/index.ts";

/**
 * Newest first, entries of the same millisecond in the reverse of the order they were written, so
 * every list, page and export of the log shows one and the same order.
 */
export const newestAuditEntriesFirst = [desc(auditLog.createdAt), desc(auditLog.seq)] as const;
