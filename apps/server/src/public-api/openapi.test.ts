import { API_REFERENCE_PATH, OPENAPI_DOCUMENT_PATH } from "@promptloom/contracts/public-api";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../testing/create-test-app.ts";
import { expectJson } from "../testing/expect-json.ts";

const testApp = useTestApp();

type OperationObject = {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const fetchDocument = () => expectJson(testApp().client().api["openapi.json"].$get());

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3 document", async () => {
    const document = await fetchDocument();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.servers?.[0]?.url).toBe(`${testApp().baseUrl}/api/v1`);
  });

  it("points assistants to the MCP server, which takes the same key", async () => {
    const document = await fetchDocument();
    expect(document.info.description).toContain(`${testApp().baseUrl}/api/mcp`);
    expect(document.info).toMatchObject({ "x-mcp-server": { url: `${testApp().baseUrl}/api/mcp` } });
  });

  it("describes every public API route the server answers, and nothing it does not", async () => {
    const document = await fetchDocument();
    const documented = Object.entries(document.paths ?? {})
      .flatMap(([path, item]: [string, unknown]) =>
        Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} /api/v1${path}`),
      )
      .sort();
    const served = [
      ...new Set(
        testApp()
          .routes.filter((route) => route.path.startsWith("/api/v1/"))
          .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
      ),
    ].sort();
    expect(served.length).toBeGreaterThanOrEqual(10);
    expect(documented).toEqual(served);
  });

  it("gives every operation its answer's schema, and every create its body's", async () => {
    const document = await fetchDocument();
    const paths: Record<string, Record<string, unknown>> = document.paths ?? {};
    const operations = Object.values(paths).flatMap((item) =>
      Object.entries(item).map(([method, operation]) => ({ method, operation: operation as OperationObject })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(10);
    for (const { method, operation } of operations) {
      const [success] = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith("2"));
      expect(success?.[1].content?.["application/json"]?.schema, operation.operationId).toMatchObject({
        type: "object",
      });
      if (method === "post") {
        expect(operation.requestBody?.content?.["application/json"]?.schema, operation.operationId).toMatchObject({
          type: "object",
        });
      }
    }
  });

  it("documents each operation's key, input and answers", async () => {
    const document = await fetchDocument();
    const refine = document.paths?.["/prompts/refine"]?.post;
    expect(refine?.requestBody).toMatchObject({
      content: { "application/json": { schema: { required: ["prompt"] } } },
    });
    expect(Object.keys(refine?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "403", "429"]));
    const parameters = document.paths?.["/prompts"]?.get?.parameters ?? [];
    expect(parameters.map((parameter) => ("name" in parameter ? parameter.name : parameter.$ref))).toEqual(
      expect.arrayContaining(["q", "limit", "cursor"]),
    );
  });

  it("shows the Idempotency-Key header on every create, and on nothing else", async () => {
    const document = await fetchDocument();
    const paths: Record<string, Record<string, unknown>> = document.paths ?? {};
    const operations = Object.values(paths).flatMap((item) =>
      Object.entries(item).map(([method, operation]) => ({
        method,
        headers: ((operation as { parameters?: { in?: string; name?: string }[] }).parameters ?? [])
          .filter((parameter) => parameter.in === "header")
          .map((parameter) => parameter.name),
      })),
    );
    const posts = operations.filter((operation) => operation.method === "post");
    expect(posts.length).toBeGreaterThan(0);
    for (const operation of operations) {
      expect(operation.headers).toEqual(operation.method === "post" ? ["Idempotency-Key"] : []);
    }
  });
});

describe("GET /api/reference", () => {
  it("renders the reference from the document with Scalar, its script served by this server", async () => {
    const page = await testApp().client().get(API_REFERENCE_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = String(page.body);
    expect(html).toContain(`"url": "${OPENAPI_DOCUMENT_PATH}"`);
    expect(html).toContain(`<script src="${API_REFERENCE_PATH}/scalar.js"`);
    expect(html).not.toMatch(/https?:\/\//);

    const script = await fetch(`${testApp().baseUrl}${API_REFERENCE_PATH}/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("createApiReference");
  });

  it("lets only its own inline script run, by a nonce new on every answer", async () => {
    const nonceOf = async () => {
      const page = await testApp().client().get(API_REFERENCE_PATH);
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(String(page.body)).toContain(`<script type="text/javascript" nonce="${nonce}">`);
      return nonce;
    };
    const first = await nonceOf();
    expect(first).toBeTruthy();
    expect(await nonceOf()).not.toBe(first);
  });
});
