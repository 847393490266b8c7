import { authMessages } from "@promptloom/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openEventStream } from "./testing/event-stream-client.ts";
import { startServerProcess, type ServerProcess } from "./testing/server-process.ts";
import { TestClient } from "./testing/test-client.ts";
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from "./testing/throwaway-postgres.ts";

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: whatever one instance does,
 * the other sees. A client's requests go to either address, sharing its session cookie.
 */
/** The address of the load balancer in front of both: the public address pages come from. */
const balancer = "http://127.0.0.1:1";

describe.skipIf(!findPostgresBinaries())("two instances on one PostgreSQL", () => {
  let postgres: ThrowawayPostgres;
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    // Both start at once on the empty database: only one may apply the migrations and seed.
    [first, second] = await Promise.all([
      startServerProcess({ DATABASE_URL: postgres.url, PUBLIC_URL: balancer }),
      startServerProcess({ DATABASE_URL: postgres.url, PUBLIC_URL: balancer }),
    ]);
  });
  afterAll(async () => {
    await first?.stop("SIGKILL");
    await second?.stop("SIGKILL");
    postgres?.destroy();
  });

  /** One browser: its cookie works on both instances, as it would behind a balancer. */
  const signUpOn = async (server: ServerProcess, email: string) => {
    const client = new TestClient(server.baseUrl, balancer);
    const response = await client.post("/api/auth/sign-up/email", { email, password: "correct-horse", name: "Two" });
    expect(response.status).toBe(200);
    return client;
  };
  const at = (server: ServerProcess, path: string) => `${server.baseUrl}${path}`;

  it("delivers a member's live event recorded through one instance to a stream open on the other", async () => {
    const member = await signUpOn(first, "events@example.test");
    const checkout = await member.post<{ url: string }>("/api/functions/create-monthly-checkout");
    await member.post(`/api/billing/demo/checkouts/${checkout.body.url.split("/").at(-1)}/pay`);
    const stream = await openEventStream(member, at(second, "/api/events"));
    try {
      await stream.next("ready");
      const tracked = await member.post("/api/functions/track-usage", { event: "prompt_copied" });
      expect(tracked.status).toBe(200);
      expect((await stream.next("usage", 10_000)).data).toEqual(tracked.body);
    } finally {
      stream.close();
    }
  });

  it("counts sign-in attempts across both instances", async () => {
    await signUpOn(first, "limits@example.test");
    const attempt = (server: ServerProcess, password: string) =>
      new TestClient(server.baseUrl, balancer).post("/api/auth/sign-in/email", {
        email: "limits@example.test",
        password,
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(index % 2 === 0 ? first : second, "wrong-password")).status).toBe(401);
    }
    for (const server of [first, second]) {
      const refused = await attempt(server, "correct-horse");
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: { code: "rate_limited", message: authMessages.tooManyLogins } });
    }
  });

  it("shares sessions: signed in through one instance, signed out through the other, gone on both", async () => {
    const member = await signUpOn(first, "sessions@example.test");
    expect((await member.get(at(second, "/api/me"))).status).toBe(200);
    expect((await member.send("POST", at(second, "/api/auth/sign-out"), { json: {} })).status).toBe(200);
    expect((await member.get(at(first, "/api/me"))).status).toBe(401);
  });
});
