import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { deletedSavedPrompts } from "../db/schema/index.ts";
import { RESTORE_WINDOW_MINUTES } from "../features/saved-prompts/restore-window.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { expectJson } from "../testing/expect-json.ts";
import { recordingLogger } from "../testing/recording-logger.ts";
import { startDeletedPromptsPurge } from "./deleted-prompts-purge.ts";

const testApp = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

describe("startDeletedPromptsPurge", () => {
  it("erases deleted prompts past their undo window on its own, and keeps those still inside it", async () => {
    const app = testApp();
    const member = await app.as("paid");
    const deleteOne = async (title: string) => {
      const prompt = await expectJson(
        member.api["saved-prompts"].$post({ json: { title, perfectedText: title } }),
        201,
      );
      await member.delete(`/api/saved-prompts/${prompt.id}`);
      return prompt.id;
    };
    const expired = await deleteOne("Expired");
    const recent = await deleteOne("Recent");
    await app.db
      .update(deletedSavedPrompts)
      .set({ deletedAt: sql`now() - make_interval(mins => ${RESTORE_WINDOW_MINUTES + 1})` })
      .where(eq(deletedSavedPrompts.id, expired));

    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const stop = startDeletedPromptsPurge({ db: app.db, logger: recordingLogger().logger });
    vi.advanceTimersByTime(RESTORE_WINDOW_MINUTES * 60_000);
    stop();
    await vi.waitFor(async () =>
      expect(await app.db.select({ id: deletedSavedPrompts.id }).from(deletedSavedPrompts)).toEqual([{ id: recent }]),
    );
  });
});
