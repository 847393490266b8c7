import { describe, expect, it } from "vitest";

import { buildReference, type OpenApiDocument } from "./openapi-reference.ts";

const document: OpenApiDocument = {
  servers: [{ url: "https://loom.example/api/v1" }],
  components: { schemas: { Error: { type: "object", properties: { error: { type: "object" } } } } },
  paths: {
    "/prompts": {
      get: {
        operationId: "listPrompts",
        tags: ["Prompts"],
        summary: "List and search your saved prompts",
        parameters: [
          { in: "query", name: "limit", schema: { type: "integer", minimum: 1, maximum: 100, default: 50 } },
          { in: "query", name: "source", schema: { type: "string", enum: ["voice", "automation"] } },
        ],
        responses: {
          "200": {
            description: "One page.",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    items: { type: "array", items: { type: "object" } },
                    nextCursor: { anyOf: [{ type: "string" }, { type: "null" }] },
                  },
                  required: ["items", "nextCursor"],
                },
              },
            },
          },
          "401": {
            description: "No key.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
      post: {
        operationId: "savePrompt",
        tags: ["Prompts"],
        summary: "Save a prompt",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  title: { type: "string", minLength: 1, maxLength: 200 },
                  tags: { type: "array", maxItems: 10, items: { type: "string" } },
                  source: { type: "string", enum: ["manual", "automation"], default: "automation" },
                },
                required: ["title"],
              },
            },
          },
        },
        responses: { "201": { description: "Saved." } },
      },
    },
    "/prompts/{id}": {
      get: {
        operationId: "getPrompt",
        tags: ["Prompts"],
        parameters: [{ in: "path", name: "id", required: true, schema: { type: "string", format: "uuid" } }],
        responses: {},
      },
    },
    "/me": { get: { operationId: "getMe", tags: ["Account"], summary: "Who the key belongs to", responses: {} } },
  },
};

describe("the API reference built from the OpenAPI document", () => {
  const sections = buildReference(document);

  it("groups operations by their tag, in the document's order", () => {
    expect(sections.map((section) => [section.tag, section.operations.map((operation) => operation.id)])).toEqual([
      ["Prompts", ["listPrompts", "savePrompt", "getPrompt"]],
      ["Account", ["getMe"]],
    ]);
  });

  it("describes parameters and body fields with their types, limits and defaults", () => {
    const [list, save, get] = sections[0]?.operations ?? [];
    expect(list?.parameters).toEqual([
      expect.objectContaining({
        name: "limit",
        location: "query",
        type: "integer",
        notes: "1–100, default 50",
        isRequired: false,
      }),
      expect.objectContaining({ name: "source", type: "one of: voice, automation" }),
    ]);
    expect(save?.body).toEqual([
      expect.objectContaining({ name: "title", type: "string", isRequired: true, notes: "1–200 characters" }),
      expect.objectContaining({ name: "tags", type: "array of string", notes: "at most 10 items" }),
      expect.objectContaining({ name: "source", notes: 'default "automation"' }),
    ]);
    expect(get?.parameters[0]).toMatchObject({ name: "id", location: "path", type: "uuid", isRequired: true });
  });

  it("separates the success answer from the errors and shows a nullable field as its type", () => {
    const list = sections[0]?.operations[0];
    expect(list?.success).toMatchObject({ status: "200", description: "One page." });
    expect(list?.success.fields).toContainEqual(
      expect.objectContaining({ name: "nextCursor", type: "string", isRequired: true }),
    );
    expect(list?.errors).toEqual([{ status: "401", description: "No key." }]);
  });

  it("writes a curl example with the key header and the required body fields", () => {
    const save = sections[0]?.operations[1];
    expect(save?.curl).toBe(
      [
        'curl -X POST "https://loom.example/api/v1/prompts"',
        '  -H "Authorization: Bearer $PROMPTLOOM_KEY"',
        '  -H "Content-Type: application/json"',
        `  -d '{"title":"…"}'`,
      ].join(" \\\n"),
    );
    expect(sections[0]?.operations[2]?.curl).toContain('"https://loom.example/api/v1/prompts/:id"');
  });
});
