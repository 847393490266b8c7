import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { openTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { notify } from "./notifications.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Collects what a channel receives, with a way to wait for the next payload. */
const collect = () => {
  const payloads: string[] = [];
  let waiting: ((payload: string) => void) | null = null;
  return {
    payloads,
    handler: (payload: string) => {
      payloads.push(payload);
      waiting?.(payload);
    },
    next: (timeoutMs = 3000) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no notification in time")), timeoutMs);
        waiting = (payload) => {
          clearTimeout(timer);
          waiting = null;
          resolve(payload);
        };
      }),
  };
};

describe("database notifications", () => {
  it("delivers a committed notification and drops a rolled-back one", async () => {
    const received = collect();
    const unlisten = await database.notifications.listen("test_commits", received.handler);
    try {
      await database.db
        .transaction(async (tx) => {
          await notify(tx, "test_commits", "rolled back");
          throw new Error("roll back");
        })
        .catch(() => undefined);
      const next = received.next();
      await database.db.transaction((tx) => notify(tx, "test_commits", "committed"));
      expect(await next).toBe("committed");
      expect(received.payloads).toEqual(["committed"]);
    } finally {
      await unlisten();
    }
  });

  it("reaches a listener on another connection to the same database", async () => {
    const other = database.connectAgain();
    const received = collect();
    const unlisten = await other.notifications.listen("test_instances", received.handler);
    try {
      const next = received.next();
      await notify(database.db, "test_instances", JSON.stringify({ hello: "there" }));
      expect(JSON.parse(await next)).toEqual({ hello: "there" });
    } finally {
      await unlisten();
      await other.close();
    }
  });

  it("stops delivering after unlisten", async () => {
    const first = collect();
    const second = collect();
    const unlistenFirst = await database.notifications.listen("test_unlisten", first.handler);
    const unlistenSecond = await database.notifications.listen("test_unlisten", second.handler);
    await unlistenFirst();
    const next = second.next();
    await notify(database.db, "test_unlisten", "only the second");
    await next;
    expect(first.payloads).toEqual([]);
    await unlistenSecond();
  });

  it("refuses a channel name that is not a plain identifier", async () => {
    await expect(notify(database.db, 'x"; drop table users; --', "")).rejects.toThrow("Invalid notification channel");
    await expect(database.notifications.listen("Mixed Case", () => undefined)).rejects.toThrow(
      "Invalid notification channel",
    );
  });

  it.runIf(inject("testDatabase").kind === "postgres")(
    "listens again, and says so, after the listening connection drops",
    async () => {
      const other = database.connectAgain();
      const received = collect();
      let reconnects = 0;
      other.notifications.onReconnect(() => {
        reconnects += 1;
      });
      await other.notifications.listen("test_reconnect", received.handler);
      try {
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query like 'LISTEN "test_reconnect"%'`,
        );
        const deadline = Date.now() + 10_000;
        while (reconnects === 0 && Date.now() < deadline) await new Promise((resume) => setTimeout(resume, 50));
        expect(reconnects).toBe(1);
        const next = received.next();
        await notify(database.db, "test_reconnect", "after the drop");
        expect(await next).toBe("after the drop");
      } finally {
        await other.close();
      }
    },
  );
});
