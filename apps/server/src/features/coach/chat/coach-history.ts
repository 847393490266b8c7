import type { CoachEngine, CoachMessage } from "@promptloom/contracts/coach";
import { desc, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { coachMessages, type CoachMessageRow } from "../../../db/schema/index.ts";

/** The conversation shown on screen: the latest messages, oldest first. */
export const conversationLength = 200;

export const toCoachMessage = (row: CoachMessageRow): CoachMessage => ({
  id: row.id,
  role: row.role as CoachMessage["role"],
  content: row.content,
  answeredBy: row.answeredBy as CoachEngine | null,
  isStopped: row.isStopped,
  createdAt: row.createdAt.toISOString(),
});

export const listCoachMessages = async (db: Database, userId: string, limit = conversationLength) => {
  const rows = await db
    .select()
    .from(coachMessages)
    .where(eq(coachMessages.userId, userId))
    .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id))
    .limit(limit);
  return rows.reverse().map(toCoachMessage);
};

export const storeCoachMessage = async (
  db: Database,
  message: {
    userId: string;
    role: CoachMessage["role"];
    content: string;
    answeredBy?: CoachEngine;
    isStopped?: boolean;
  },
): Promise<CoachMessage> => {
  const [row] = await db.insert(coachMessages).values(message).returning();
  if (!row) throw new Error("The coach message was not stored");
  return toCoachMessage(row);
};

export const clearCoachMessages = async (db: Database, userId: string): Promise<void> => {
  await db.delete(coachMessages).where(eq(coachMessages.userId, userId));
};
