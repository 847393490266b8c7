import { Agent, request as httpRequest } from "node:http";

import { describe, expect, it } from "vitest";

import { useTestApp } from "../testing/create-test-app.ts";

const testApp = useTestApp();

/** Sends `size` bytes with Node's own HTTP client on a kept-alive connection and reads the answer. */
const postBytes = (url: string, size: number, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", headers: { ...headers, "Content-Length": String(size) } });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });

describe("oversized request bodies", () => {
  it("answers a 2 MB JSON body with a 413 the client can read", async () => {
    const response = await fetch(`${testApp().baseUrl}/api/support/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: testApp().baseUrl },
      body: JSON.stringify({ message: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: "Request body too large" } });
  });

  it("answers a 26 MB recording with the voice limit's message, over Node's HTTP client too", async () => {
    const member = await testApp().as("paid");
    const response = await postBytes(`${testApp().baseUrl}/api/functions/transcribe`, 26 * 1024 * 1024, {
      "Content-Type": "multipart/form-data; boundary=x",
      Origin: testApp().baseUrl,
      Cookie: member.cookieHeader(),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: "payload_too_large", message: "Audio file too large. Please record shorter messages." },
    });
  });

  it("refuses a streamed body without a declared length once it grows past the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${testApp().baseUrl}/api/support/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: testApp().baseUrl },
      body,
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: "Request body too large" } });
  });

  it("keeps answering on the same connection after a refused body", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${testApp().baseUrl}/api/support/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: testApp().baseUrl },
        body: "x".repeat(1024 * 1024 + 1),
      });
      expect(response.status).toBe(413);
      await response.body?.cancel();
    }
    expect((await fetch(`${testApp().baseUrl}/api/health`)).status).toBe(200);
  });
});

/** Two requests, one after the other, on the one kept-alive connection of `agent`. */
const sendOnOneConnection = (
  url: string,
  agent: Agent,
  options: { method: string; headers?: Record<string, string>; body?: Buffer },
) =>
  new Promise<{ status: number; reusedSocket: boolean; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { method: options.method, agent, headers: options.headers });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          reusedSocket: request.reusedSocket,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on("error", reject);
    request.end(options.body);
  });

describe("bodies sent to routes that take none", () => {
  it("are refused or read to their end, so the kept-alive connection serves the next request", async () => {
    const member = await testApp().as("paid");
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { baseUrl } = testApp();
    const headers = {
      Cookie: member.cookieHeader(),
      Origin: baseUrl,
      "Content-Type": "application/json",
    };
    try {
      for (const path of ["/api/functions/check-subscription", "/api/auth/sign-out", "/api/health"]) {
        const body = Buffer.alloc(900 * 1024, "x");
        const first = await sendOnOneConnection(`${baseUrl}${path}`, agent, {
          method: "POST",
          headers: { ...headers, "Content-Length": String(body.length) },
          body,
        });
        expect(first.status, path).toBeLessThan(500);
        const next = await sendOnOneConnection(`${baseUrl}/api/health`, agent, { method: "GET" });
        expect(next.status, `after ${path}`).toBe(200);
        expect(next.reusedSocket, `after ${path}`).toBe(true);
      }
    } finally {
      agent.destroy();
    }
  });
});

describe("routes that take files", () => {
  it("are known by their own body limit, and a body over the API's 1 MB reaches that limit instead", async () => {
    const admin = await testApp().as("admin");
    // The app lists a route once for each of its handlers.
    const uploads = [
      ...new Map(
        testApp()
          .routes.filter((route) => route.isUpload)
          .map((route) => [`${route.method} ${route.path}`, route]),
      ).values(),
    ];
    expect(uploads.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(["POST /api/functions/transcribe", "POST /api/photo-studio/uploads"]),
    );
    const refusedByTheApi: string[] = [];
    for (const route of uploads) {
      const path = route.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
      const answer = await admin.send(route.method, path, {
        body: "x".repeat(1024 * 1024 + 1),
        headers: { "Content-Type": "application/octet-stream", "Idempotency-Key": crypto.randomUUID() },
      });
      if (answer.status === 413 && JSON.stringify(answer.body).includes("Request body too large")) {
        refusedByTheApi.push(`${route.method} ${route.path}`);
      }
    }
    expect(refusedByTheApi).toEqual([]);
  });

  it("are the only ones: every other route is held to the API's 1 MB", async () => {
    const admin = await testApp().as("admin");
    const route = testApp().routes.find((candidate) => candidate.method === "POST" && !candidate.isUpload);
    expect(route).toBeDefined();
    const answer = await admin.send("POST", route?.path ?? "", {
      body: "x".repeat(1024 * 1024 + 1),
      headers: { "Content-Type": "application/json" },
    });
    expect(answer.status).toBe(413);
  });
});
