import { request as httpRequest } from "node:http";

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
