import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { useTestApp } from "../testing/create-test-app.ts";

const testApp = useTestApp();

/** An answer as it comes over the wire: Node's client does not decompress. */
const getRaw = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(url, { headers });
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );

describe("compressed API answers", () => {
  it("sends a small answer as it is, with its length", async () => {
    const member = await testApp().as("paid");
    const response = await getRaw(`${testApp().baseUrl}/api/me`, {
      Cookie: member.cookieHeader(),
      "Accept-Encoding": "gzip, deflate, br",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(response.body.toString())).toMatchObject({ profile: { isPaid: true } });
  });

  it("gzips an answer of a kilobyte or more for a client that takes gzip, and only then", async () => {
    const url = `${testApp().baseUrl}/api/openapi.json`;
    const compressed = await getRaw(url, { "Accept-Encoding": "gzip, deflate, br" });
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.vary).toContain("Accept-Encoding");
    expect(Number(compressed.headers["content-length"])).toBe(compressed.body.length);
    const document = JSON.parse(gunzipSync(compressed.body).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const plain = await getRaw(url, { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(compressed.body.length);
    expect(JSON.parse(plain.body.toString())).toEqual(document);
  });

  it("leaves an event stream open and uncompressed", async () => {
    const controller = new AbortController();
    const response = await fetch(`${testApp().baseUrl}/api/events`, {
      headers: { "Accept-Encoding": "gzip" },
      signal: controller.signal,
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("content-encoding")).toBeNull();
    controller.abort();
  });
});
