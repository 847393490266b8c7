import { authMessages } from "@promptloom/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openEventStream } from "./testing/event-stream-client.ts";
import { expectJson } from "./testing/expect-json.ts";
import { startServerProcess, type ServerProcess } from "./testing/server-process.ts";
import { TestClient } from "./testing/test-client.ts";
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from "./testing/throwaway-postgres.ts";

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: whatever one instance does,
 * the other sees. A client's requests go to either address, sharing its session cookie.
 */
/** The address of the load balancer in front of both: the public address pages come from. */
const balancer = "http://127.0.0.1:1";
const adminEmail = "admin@example.test";

describe.skipIf(!findPostgresBinaries())("two instances on one PostgreSQL", () => {
  let postgres: ThrowawayPostgres;
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    // Both start at once on the empty database: only one may apply the migrations and seed.
    [first, second] = await Promise.all([
      startServerProcess({ DATABASE_URL: postgres.url, PUBLIC_URL: balancer, ADMIN_EMAIL: adminEmail }),
      startServerProcess({ DATABASE_URL: postgres.url, PUBLIC_URL: balancer, ADMIN_EMAIL: adminEmail }),
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
  /** A paying member: signed up and subscribed through the demo checkout. */
  const subscribeOn = async (server: ServerProcess, email: string) => {
    const member = await signUpOn(server, email);
    const checkout = await expectJson(member.api.functions["create-monthly-checkout"].$post());
    await member.post(`/api/billing/demo/checkouts/${checkout.url.split("/").at(-1)}/pay`);
    return member;
  };
  const adminOn = async (server: ServerProcess) => {
    const admin = new TestClient(server.baseUrl, balancer);
    const signedIn = await admin.post("/api/auth/sign-in/email", { email: adminEmail, password: "admin-password" });
    expect(signedIn.status).toBe(200);
    return admin;
  };

  it("delivers a member's live event recorded through one instance to a stream open on the other", async () => {
    const member = await subscribeOn(first, "events@example.test");
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

  it("repaints pages open on the other instance when an admin changes the theme through one", async () => {
    const admin = await adminOn(first);
    const visitor = new TestClient(second.baseUrl, balancer);
    const stream = await openEventStream(visitor);
    try {
      await stream.next("ready");
      const saved = await admin.put("/api/admin/theme/colors/primary", { value: "200 80% 50%" });
      expect(saved.status).toBe(200);
      expect((await stream.next("theme", 10_000)).data).toEqual(saved.body);
      expect((await visitor.get("/api/theme")).body).toEqual(saved.body);
    } finally {
      stream.close();
    }
  });

  it("ends a refunded member's sessions on both instances and tells their open pages on the other at once", async () => {
    const member = await subscribeOn(first, "refund@example.test");
    const { id } = (await expectJson(member.api.me.$get())).user;
    const stream = await openEventStream(member, at(second, "/api/events"));
    try {
      await stream.next("ready");
      const admin = await adminOn(first);
      const refunded = await admin.post(`/api/admin/users/${id}/access`, {
        access: "refunded",
        reason: "Refunded in the payment dashboard",
      });
      expect(refunded.status).toBe(200);
      expect((await stream.next("access", 10_000)).data).toEqual({ status: "refunded" });
    } finally {
      stream.close();
    }
    expect((await member.get(at(second, "/api/me"))).status).toBe(401);
    expect((await member.get(at(first, "/api/me"))).status).toBe(401);
  });
});
