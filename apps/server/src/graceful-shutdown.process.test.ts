import { request as httpRequest } from "node:http";

import { afterEach, describe, expect, it } from "vitest";

import { openEventStream } from "./testing/event-stream-client.ts";
import { startServerProcess, type ServerProcess } from "./testing/server-process.ts";
import { TestClient } from "./testing/test-client.ts";

let running: ServerProcess | null = null;
afterEach(async () => {
  await running?.stop("SIGKILL");
  running = null;
});

/** A contact message whose body is sent in two halves, `pause` apart: a request in flight. */
const slowContactMessage = (baseUrl: string, pause: Promise<unknown>) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ name: "Ada", email: "ada@example.test", subject: "Hi", message: "Still there?" });
    const request = httpRequest(`${baseUrl}/api/support/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Origin: baseUrl },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.write(body.slice(0, 20));
    void pause.then(() => request.end(body.slice(20)));
  });

describe("shutting down on SIGTERM", () => {
  it(
    "stops accepting, finishes the request in flight, ends event streams and exits cleanly",
    { timeout: 120_000 },
    async () => {
      running = await startServerProcess({ LOG_LEVEL: "info" });
      const server = running;
      const member = new TestClient(server.baseUrl);
      await member.post("/api/auth/sign-up/email", { email: "m@example.test", password: "correct-horse", name: "M" });
      const stream = await openEventStream(member);
      await stream.next("ready");

      let finishSending = () => {};
      const inFlight = slowContactMessage(
        server.baseUrl,
        new Promise((resolve) => (finishSending = () => resolve(null))),
      );
      await new Promise((resume) => setTimeout(resume, 200));

      server.child.kill("SIGTERM");
      await expect.poll(() => server.output()).toContain("shutting down");
      // New connections are refused while the request in flight is still being sent.
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
      finishSending();
      expect(await inFlight).toBe(201);
      await stream.ended();

      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("shut down cleanly");

      // The database was closed properly: it opens again with the message the request stored.
      running = await startServerProcess({ DATA_DIR: server.dataDir, PORT: String(server.port) });
      const admin = new TestClient(running.baseUrl);
      const signIn = await admin.post("/api/auth/sign-in/email", {
        email: "admin@promptloom.local",
        password: "admin-password",
      });
      expect(signIn.status).toBe(200);
    },
  );
});
