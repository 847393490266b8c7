import { createServer } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLogger } from "../logger.ts";
import type { PreparedAnswer } from "./encoded-body.ts";
import { createRequestListener, type AnswerDirectly } from "./request-listener.ts";

/** The app behind the listener: tells which request reached it. */
const app = (request: Request) =>
  new Response(`app: ${request.method} ${new URL(request.url).pathname}`, { headers: { "X-Answered-By": "app" } });

const kept: Record<string, PreparedAnswer> = {
  "/page": {
    status: 200,
    headers: { "Content-Type": "text/plain", Vary: "Accept-Encoding" },
    body: Buffer.from("page"),
  },
  "/held": { status: 304, headers: { ETag: '"v1"' }, body: null },
};

const fromMemory: AnswerDirectly = ({ path, header }) => {
  const answer = kept[path];
  if (answer) return answer;
  if (path === "/later")
    return Promise.resolve({ status: 200, headers: {}, body: Buffer.from(header("x-name") ?? "") });
  if (path === "/broken") throw new Error("could not answer");
  if (path === "/broken-later") return Promise.reject(new Error("could not answer"));
  return null;
};

let baseUrl = "";
const server = createServer(
  createRequestListener({ fetch: app, answerDirectly: fromMemory, logger: createLogger("silent") }),
);
beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe("the server's request listener", () => {
  it("sends an answer from memory with its length and a request id", async () => {
    const response = await fetch(`${baseUrl}/page?ignored=query`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("page");
    expect(response.headers.get("content-length")).toBe("4");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
    expect(response.headers.get("x-answered-by")).toBeNull();
  });

  it("keeps a proxy's request id, as the app does", async () => {
    const response = await fetch(`${baseUrl}/page`, { headers: { "X-Request-Id": "from-the-proxy-1" } });
    expect(response.headers.get("x-request-id")).toBe("from-the-proxy-1");
  });

  it("answers HEAD with the headers alone, a 304 without a body, and answers that come later", async () => {
    const head = await fetch(`${baseUrl}/page`, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe("4");
    expect(await head.text()).toBe("");
    const held = await fetch(`${baseUrl}/held`);
    expect(held.status).toBe(304);
    expect(held.headers.get("etag")).toBe('"v1"');
    expect(await (await fetch(`${baseUrl}/later`, { headers: { "X-Name": "Ada" } })).text()).toBe("Ada");
  });

  it("leaves to the app what memory declines or fails at, other methods, and unusual paths", async () => {
    for (const [method, path] of [
      ["GET", "/elsewhere"],
      ["GET", "/broken"],
      ["GET", "/broken-later"],
      ["POST", "/page"],
      ["DELETE", "/page"],
      ["GET", "/p%61ge"],
      ["GET", "//page"],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`, { method });
      expect(response.headers.get("x-answered-by"), `${method} ${path}`).toBe("app");
      expect(await response.text()).toMatch(/^app: /);
    }
  });
});
