import type { Database } from "../../db/client.ts";
import { publishUserEvent } from "../../lib/realtime/user-events.ts";

/**
 * Tells the member's open streams on every instance (an assistant's MCP connection among them)
 * that their saved prompts changed. Inside a transaction it is sent on commit.
 */
export const publishSavedPromptsChange = (
  db: Pick<Database, "execute">,
  userId: string,
  change: "saved" | "deleted",
): Promise<void> => publishUserEvent(db, userId, { type: "saved-prompts", data: { change } });
