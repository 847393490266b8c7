import type { Database } from "../db/client.ts";
import { purgeExpiredDeletedPrompts, RESTORE_WINDOW_MINUTES } from "../features/saved-prompts/restore-window.ts";
import type { Logger } from "../logger.ts";

/**
 * Erases deleted prompts once their undo window has passed, every window's length, so none is
 * kept longer than twice the window even when nobody deletes anything. Returns how to stop it.
 */
export const startDeletedPromptsPurge = (options: { db: Database; logger: Logger }): (() => void) => {
  const { db, logger } = options;
  const timer = setInterval(() => {
    purgeExpiredDeletedPrompts(db).catch((error: unknown) =>
      logger.error({ err: error }, "deleted prompts could not be purged"),
    );
  }, RESTORE_WINDOW_MINUTES * 60_000).unref();
  return () => clearInterval(timer);
};
