import { automationTemplateFileSchema, PROMPTLOOM_URL_TOKEN } from "@promptloom/contracts/automations";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { loadTemplateFiles } from "./load-template-files.ts";

/** Node types the templates use, with the versions n8n 1.x ships; an unknown one would not import. */
const knownVersions: Record<string, number[]> = {
  "n8n-nodes-base.httpRequest": [4.2],
  "n8n-nodes-base.scheduleTrigger": [1.2],
  "n8n-nodes-base.googleSheetsTrigger": [1],
  "n8n-nodes-base.googleSheets": [4.5],
  "n8n-nodes-base.slackTrigger": [1],
  "n8n-nodes-base.slack": [2.2],
  "n8n-nodes-base.discord": [2],
  "n8n-nodes-base.emailSend": [2.1],
  "n8n-nodes-base.telegramTrigger": [1.1],
  "n8n-nodes-base.telegram": [1.2],
  "n8n-nodes-base.webhook": [2],
  "n8n-nodes-base.respondToWebhook": [1.1],
  "n8n-nodes-base.code": [2],
  "n8n-nodes-base.if": [2.2],
  "n8n-nodes-base.splitOut": [1],
};

const testApp = useTestApp();

/** `GET /api/v1/library/:id` matches `GET {{PROMPTLOOM_URL}}/api/v1/library/{{ $json.slug }}`. */
const routeFor = (method: string, url: string) => {
  const path = url
    .replace(/^=?/, "")
    .replace(PROMPTLOOM_URL_TOKEN, "")
    .replace(/\{\{[^}]*\}\}/g, ":x");
  return testApp().routes.find(
    (route) =>
      route.path.startsWith("/api/v1/") &&
      route.method === method.toUpperCase() &&
      route.path.replace(/:\w+/g, ":x") === path,
  );
};

describe("the n8n template catalogue in the repository", async () => {
  const templates = await loadTemplateFiles();

  it("holds at least eight templates with unique slugs", () => {
    expect(templates.length).toBeGreaterThanOrEqual(8);
    expect(new Set(templates.map((template) => template.slug)).size).toBe(templates.length);
  });

  it.each(templates.map((template) => [template.slug, template] as const))(
    "%s is a valid n8n workflow",
    (_, template) => {
      expect(automationTemplateFileSchema.safeParse(template).success).toBe(true);
      const { workflow } = template;
      const names = new Set(workflow.nodes.map((node) => node.name));
      expect(names.size).toBe(workflow.nodes.length);
      for (const node of workflow.nodes) {
        expect(knownVersions[node.type], `${node.name}: ${node.type}`).toContain(node.typeVersion);
        expect(node.position).toHaveLength(2);
      }
      for (const [from, outputs] of Object.entries(workflow.connections)) {
        expect(names.has(from), `connection from ${from}`).toBe(true);
        for (const target of Object.values(outputs).flat(2)) {
          if (target) expect(names.has(target.node), `${from} → ${target.node}`).toBe(true);
        }
      }
      // Every node but the trigger is reached from somewhere.
      const reached = new Set(
        Object.values(workflow.connections).flatMap((outputs) =>
          Object.values(outputs)
            .flat(2)
            .flatMap((target) => (target ? [target.node] : [])),
        ),
      );
      const unreached = workflow.nodes.filter(
        (node) => !reached.has(node.name) && !/Trigger$|\.webhook$/.test(node.type),
      );
      expect(unreached.map((node) => node.name)).toEqual([]);
    },
  );

  it.each(templates.map((template) => [template.slug, template] as const))(
    "%s calls real public API endpoints with the API key credential",
    (_, template) => {
      const { workflow } = template;
      const calls = workflow.nodes.filter((node) => node.type === "n8n-nodes-base.httpRequest");
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        const { method, url, authentication, genericAuthType } = call.parameters as Record<string, string>;
        expect({ authentication, genericAuthType }).toEqual({
          authentication: "genericCredentialType",
          genericAuthType: "httpHeaderAuth",
        });
        expect(routeFor(method ?? "GET", url ?? ""), `${call.name}: ${method} ${url}`).toBeDefined();
      }
      expect(template.credentials.some((credential) => credential.startsWith("Promptloom API key"))).toBe(true);
      expect(template.setupSteps.length).toBeGreaterThan(0);
    },
  );

  it.each(templates.map((template) => [template.slug, template] as const))(
    "%s sends an Idempotency-Key with every POST to the API, so a retried call saves nothing twice",
    (_, template) => {
      type Header = { name?: string; value?: string };
      const posts = template.workflow.nodes.filter(
        (node) => node.type === "n8n-nodes-base.httpRequest" && String(node.parameters.method).toUpperCase() === "POST",
      );
      const keys = posts.map((node) => {
        const { url, sendHeaders, headerParameters } = node.parameters as {
          url?: string;
          sendHeaders?: boolean;
          headerParameters?: { parameters?: Header[] };
        };
        expect(url, node.name).toContain(PROMPTLOOM_URL_TOKEN);
        expect(sendHeaders, `${node.name} sends headers`).toBe(true);
        const key = headerParameters?.parameters?.find((header) => header.name?.toLowerCase() === "idempotency-key");
        expect(key?.value, `${node.name}: Idempotency-Key`).toBeDefined();
        const value = key?.value ?? "";
        // An n8n expression: the same for a retry of this call, another for each execution and item.
        expect(value.startsWith("="), `${node.name}: ${value} is an expression`).toBe(true);
        expect(value).toContain("$execution.id");
        expect(value).toContain("$itemIndex");
        // With the expressions filled in, a key the API accepts (1 to 255 printable characters).
        const filled = value.slice(1).replace(/\{\{[^}]*\}\}/g, "1234567890");
        expect(filled, node.name).toMatch(/^[\x21-\x7e]{1,255}$/);
        return value;
      });
      // Two POSTs in one workflow never share a key: the API would refuse the second (422).
      expect(new Set(keys).size).toBe(keys.length);
    },
  );
});
