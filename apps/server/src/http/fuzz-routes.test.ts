import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { apiErrorSchema } from "@promptloom/contracts/api-error";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";

import { anyJson, fromSchema, hostileString, objectSchemasOf } from "../testing/contract-arbitraries.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import type { TestClient } from "../testing/test-client.ts";

/**
 * Generated requests against every route the app registers, as a member, an admin and a visitor:
 * bodies shaped by the contracts' schemas and bodies outside them, hostile path parameters,
 * queries and content types. Whatever comes in, the answer is never a 5xx, and every error is
 * the API's JSON error shape. The seed is fixed, so a failure is reproducible.
 */
const SEED = 20_261_124;
const RUNS_PER_ROUTE = 16;

/** Routes that end the session or the account would stop the run; the matrix covers them. */
const skipped = new Set(["POST /api/auth/sign-out", "DELETE /api/account"]);

const contractsDir = fileURLToPath(new URL("../../../../packages/contracts/src/", import.meta.url));
const schemas: ZodType[] = [];
beforeAll(async () => {
  for (const file of readdirSync(contractsDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
    schemas.push(...objectSchemasOf((await import(`${contractsDir}${file}`)) as Record<string, unknown>));
  }
});

const queryKeys = ["q", "cursor", "limit", "sort", "format", "category", "tags", "type", "model", "status", "scope"];
const moreQueryKeys = ["folderId", "source", "timeZone", "favorites", "tag", "action", "from", "to", "targetType"];

type Body = { contentType: string; body: string | Uint8Array };

const json = (value: unknown): Body => ({ contentType: "application/json", body: JSON.stringify(value) ?? "null" });
const rawBodies: Body[] = [
  { contentType: "application/json", body: "{not json" },
  { contentType: "application/json", body: "" },
  { contentType: "application/json", body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { contentType: "application/json", body: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  { contentType: "application/json", body: JSON.stringify({ title: "x".repeat(1024 * 1024) }) },
  { contentType: "application/xml", body: "<?xml version='1.0'?><prompt><title>x</title></prompt>" },
  { contentType: "text/plain", body: "title=x" },
  {
    contentType: "multipart/form-data; boundary=x",
    body: '--x\r\nContent-Disposition: form-data; name="audio"\r\n\r\nabc\r\n--x--',
  },
];

/** A string as a path segment; one JavaScript cannot encode (a lone surrogate) goes as invalid UTF-8. */
const toPathSegment = (value: string) => {
  try {
    return encodeURIComponent(value) || "x";
  } catch {
    return "%ED%A0%80";
  }
};

/** What a header may hold (fetch refuses the rest before it is sent). */
const headerValue = fc.stringMatching(/^[\x21-\x7e ]{0,60}$/);

const requestArbitrary = () =>
  fc.record({
    params: fc.array(
      fc.oneof(fc.uuid(), hostileString.map(toPathSegment), fc.constant("%ED%A0%80"), fc.constant("%2e%2e%2f")),
      { minLength: 4, maxLength: 4 },
    ),
    headers: fc.record(
      {
        Cookie: headerValue,
        "X-Forwarded-For": headerValue,
        "Accept-Encoding": fc.constantFrom("gzip", "br", "identity", "*", "x"),
        "Stripe-Signature": headerValue,
        Range: headerValue,
      },
      { requiredKeys: [] },
    ),
    query: fc.dictionary(fc.constantFrom(...queryKeys, ...moreQueryKeys), hostileString, { maxKeys: 4 }),
    body: fc.oneof(
      {
        weight: 5,
        arbitrary: fc
          .constantFrom(...schemas)
          .chain(fromSchema)
          .map(json),
      },
      { weight: 2, arbitrary: anyJson.map(json) },
      { weight: 1, arbitrary: fc.constantFrom(...rawBodies) },
    ),
  });

const testApp = useTestApp();

/** Sends one generated request and describes what was wrong with the answer, if anything. */
const check = async (
  client: TestClient,
  request: { method: string; path: string; body: Body; headers: Record<string, string> },
): Promise<string | null> => {
  const { method, path, body } = request;
  const response = await client.open(method, path, {
    ...(method === "GET" ? {} : { body: body.body as RequestInit["body"] }),
    headers: { ...request.headers, ...(method === "GET" ? {} : { "Content-Type": body.contentType }) },
  });
  const isStream = response.headers.get("content-type")?.includes("text/event-stream");
  const text = isStream ? (await response.body?.cancel(), "") : await response.text();
  if (response.status >= 500) return `${response.status} ${text.slice(0, 200)}`;
  if (response.status < 400) return null;
  try {
    if (apiErrorSchema.safeParse(JSON.parse(text)).success) return null;
  } catch {
    // Not JSON: reported below.
  }
  return `${response.status} without the error shape: ${text.slice(0, 120)}`;
};

describe("fuzzing every route", () => {
  it("never answers 5xx and always answers errors in the API's JSON shape", { timeout: 240_000 }, async () => {
    const clients = {
      visitor: testApp().client(),
      member: await testApp().as("paid"),
      admin: await testApp().as("admin"),
    };
    const routes = [...new Set(testApp().routes.map((route) => `${route.method} ${route.path}`))].filter(
      (route) => !skipped.has(route),
    );
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const [method = "GET", pattern = ""] = route.split(" ");
      const samples = fc.sample(requestArbitrary(), { numRuns: RUNS_PER_ROUTE, seed: SEED + index });
      for (const [run, sample] of samples.entries()) {
        let param = 0;
        const filled = pattern.replace(/:[a-zA-Z]+|\*$/g, () => sample.params[param++] ?? "x");
        const query = new URLSearchParams(sample.query).toString();
        const path = query ? `${filled}?${query}` : filled;
        const client = Object.values(clients)[run % 3] ?? clients.member;
        const problem = await check(client, { method, path, body: sample.body, headers: sample.headers });
        sent += 1;
        if (problem) failures.push(`${method} ${path.slice(0, 160)} (${sample.body.contentType}): ${problem}`);
      }
    }
    expect(sent).toBeGreaterThan(routes.length * RUNS_PER_ROUTE - 1);
    expect(failures).toEqual([]);
  });
});
