import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { rateLimits } from "../db/schema/index.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { consumeRateLimit, resetRateLimit } from "./rate-limit.ts";

const testApp = useTestApp();
const rule = { scope: "test", limit: 2, windowMs: 60_000 };

describe("database rate limiter", () => {
  it("allows the limit, refuses the next attempt and says when to retry", async () => {
    const { db } = testApp();
    expect((await consumeRateLimit(db, rule, "k")).allowed).toBe(true);
    expect((await consumeRateLimit(db, rule, "k")).allowed).toBe(true);
    const refused = await consumeRateLimit(db, rule, "k");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await consumeRateLimit(db, rule, "other-key")).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    const { db } = testApp();
    for (let attempt = 0; attempt < 3; attempt += 1) await consumeRateLimit(db, rule, "k");
    await db.update(rateLimits).set({ windowStart: sql`now() - interval '61 seconds'` });
    expect((await consumeRateLimit(db, rule, "k")).allowed).toBe(true);
  });

  it("forgets a key when reset", async () => {
    const { db } = testApp();
    for (let attempt = 0; attempt < 3; attempt += 1) await consumeRateLimit(db, rule, "k");
    await resetRateLimit(db, rule, "k");
    expect((await consumeRateLimit(db, rule, "k")).allowed).toBe(true);
  });
});
