import type { AutomationTemplateInput } from "@promptloom/contracts/automations";
import { describe, expect, it } from "vitest";

import { auditLog } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { loadTemplateFiles } from "./load-template-files.ts";
import { seedAutomationTemplates } from "./seed-automation-templates.ts";

const testApp = useTestApp();
const seed = () => seedAutomationTemplates({ db: testApp().db, logger: createLogger("silent") });

const workflowJson = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: "Ping Promptloom",
    nodes: [
      { name: "Start", type: "n8n-nodes-base.manualTrigger", typeVersion: 1, position: [0, 0], parameters: {} },
      {
        name: "Who am I",
        type: "n8n-nodes-base.httpRequest",
        typeVersion: 4.2,
        position: [220, 0],
        parameters: { url: "{{PROMPTLOOM_URL}}/api/v1/me", authentication: "genericCredentialType" },
      },
    ],
    connections: { Start: { main: [[{ node: "Who am I", type: "main", index: 0 }]] } },
    ...overrides,
  });

const newTemplate = (overrides: Partial<AutomationTemplateInput> = {}): AutomationTemplateInput => ({
  slug: "ping-promptloom",
  title: "Ping Promptloom",
  summary: "Checks that your key works.",
  description: "Calls /api/v1/me.",
  apps: [],
  credentials: ["Promptloom API key"],
  setupSteps: ["Run it."],
  workflowJson: workflowJson(),
  ...overrides,
});

const templatesAdmin = (admin: TestClient) => admin.api.admin.automations.templates;

const createTemplate = (admin: TestClient, input = newTemplate()) =>
  expectJson(templatesAdmin(admin).$post({ json: input }), 201);

const allTemplates = async (admin: TestClient) => (await expectJson(templatesAdmin(admin).$get())).items;

describe("automation templates for members", () => {
  it("lists the seeded catalogue and serves each workflow with this site's address filled in", async () => {
    await seed();
    const member = await testApp().as("paid");
    const { items } = await expectJson(member.api.automations.templates.$get());
    expect(items.length).toBe((await loadTemplateFiles()).length);
    expect(items.length).toBeGreaterThanOrEqual(8);

    const detail = await expectJson(
      member.api.automations.templates[":slug"].$get({ param: { slug: "google-sheets-refine-new-rows" } }),
    );
    expect(detail).toMatchObject({ title: "Refine every new Google Sheets row", status: "published" });
    const text = JSON.stringify(detail.workflow);
    expect(text).toContain(`${testApp().baseUrl}/api/v1/prompts/refine`);
    expect(text).not.toContain("{{PROMPTLOOM_URL}}");

    // A download: a file, not a typed answer.
    const download = await member.get("/api/automations/templates/google-sheets-refine-new-rows/download");
    expect(download.headers.get("content-disposition")).toBe(
      'attachment; filename="google-sheets-refine-new-rows.json"',
    );
    expect(download.body).toEqual(detail.workflow);
  });

  it("seeds only an empty catalogue, so a deleted template stays deleted", async () => {
    await seed();
    const admin = await testApp().as("admin");
    const [first] = await allTemplates(admin);
    await templatesAdmin(admin)[":id"].$delete({ param: { id: first?.id ?? "" } });
    await seed();
    expect((await allTemplates(admin)).map((item) => item.id)).not.toContain(first?.id);
  });

  it("answers 404 for an unknown or draft template", async () => {
    const admin = await testApp().as("admin");
    await createTemplate(admin);
    const member = await testApp().as("paid");
    expect((await member.get("/api/automations/templates/ping-promptloom")).status).toBe(404);
    expect((await member.get("/api/automations/templates/nope/download")).status).toBe(404);
    expect((await expectJson(member.api.automations.templates.$get())).items).toEqual([]);
  });

  it("is for paying members", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/automations/templates"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
  });
});

describe("automation templates for admins", () => {
  it("creates a draft, publishes it for members and records both in the audit log", async () => {
    const admin = await testApp().as("admin");
    const created = await createTemplate(admin);
    expect(created).toMatchObject({ slug: "ping-promptloom", status: "draft", nodeCount: 2 });
    expect(JSON.stringify(created.workflow)).toContain("{{PROMPTLOOM_URL}}/api/v1/me");

    const update = (json: { status?: "published"; title?: string }) =>
      expectJson(templatesAdmin(admin)[":id"].$patch({ param: { id: created.id }, json }));
    expect((await update({ status: "published" })).status).toBe("published");
    const member = await testApp().as("paid");
    const seen = await expectJson(
      member.api.automations.templates[":slug"].$get({ param: { slug: "ping-promptloom" } }),
    );
    expect(JSON.stringify(seen.workflow)).toContain(`${testApp().baseUrl}/api/v1/me`);

    expect(await update({ title: "Ping Promptloom now" })).toMatchObject({
      title: "Ping Promptloom now",
      status: "published",
    });

    const entries = await testApp().db.select().from(auditLog);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "automation_template.create",
      "automation_template.publish",
      "automation_template.update",
    ]);
    expect(entries.find((entry) => entry.action.endsWith("publish"))).toMatchObject({
      targetId: created.id,
      before: { status: "draft" },
      after: { status: "published" },
    });
  });

  it("accepts what n8n's editor copies (nodes and connections, no name) and names it after the title", async () => {
    const admin = await testApp().as("admin");
    const copied = JSON.parse(workflowJson()) as Record<string, unknown>;
    delete copied.name;
    const created = await createTemplate(
      admin,
      newTemplate({ slug: "copied", title: "Copied from n8n", workflowJson: JSON.stringify(copied, null, 2) }),
    );
    expect(created.workflow).toMatchObject({ name: "Copied from n8n" });
    expect(created.nodeCount).toBe(2);

    const edited = await expectJson(
      templatesAdmin(admin)[":id"].$patch({
        param: { id: created.id },
        json: { workflowJson: JSON.stringify(copied) },
      }),
    );
    expect(edited.workflow).toMatchObject({ name: "Copied from n8n" });
    const retitled = await expectJson(
      templatesAdmin(admin)[":id"].$patch({
        param: { id: created.id },
        json: { title: "Now renamed", workflowJson: JSON.stringify(copied) },
      }),
    );
    expect(retitled.workflow).toMatchObject({ name: "Now renamed" });
    expect(
      (
        await admin.post("/api/admin/automations/templates", {
          ...newTemplate({ slug: "blank-name" }),
          workflowJson: workflowJson({ name: " " }),
        })
      ).status,
    ).toBe(400);
  });

  it("refuses workflow JSON that does not parse or whose connections lead nowhere, and saves nothing", async () => {
    const admin = await testApp().as("admin");
    const attempts: [AutomationTemplateInput, RegExp][] = [
      [newTemplate({ workflowJson: "{ nodes: [" }), /not valid JSON/],
      [newTemplate({ workflowJson: workflowJson({ nodes: [] }) }), /at least one node/],
      [
        newTemplate({
          workflowJson: workflowJson({
            connections: { Start: { main: [[{ node: "Gone", type: "main", index: 0 }]] } },
          }),
        }),
        /"Start" connects to "Gone"/,
      ],
      [
        newTemplate({
          workflowJson: workflowJson({ nodes: [{ name: "Start", type: "n8n-nodes-base.manualTrigger" }] }),
        }),
        /typeVersion/,
      ],
      [newTemplate({ slug: "Not A Slug" }), /Slug may use/],
      [newTemplate({ title: " " }), /Title is required/],
    ];
    for (const [body, message] of attempts) {
      expect(await admin.post("/api/admin/automations/templates", body)).toMatchObject({
        status: 400,
        body: { error: { message: expect.stringMatching(message) as string } },
      });
    }
    expect(await allTemplates(admin)).toEqual([]);
  });

  it("edits a template's workflow, refuses a taken slug and deletes it", async () => {
    const admin = await testApp().as("admin");
    const first = await createTemplate(admin);
    await createTemplate(admin, newTemplate({ slug: "other", title: "Other" }));
    const path = `/api/admin/automations/templates/${first.id}`;

    const edited = await expectJson(
      templatesAdmin(admin)[":id"].$patch({
        param: { id: first.id },
        json: { workflowJson: workflowJson({ name: "Renamed" }) },
      }),
    );
    expect(edited.workflow).toMatchObject({ name: "Renamed" });
    expect((await admin.patch(path, { slug: "other" })).status).toBe(409);
    expect((await admin.patch(path, {})).status).toBe(400);
    expect((await admin.patch(path, { workflowJson: "[]" })).status).toBe(400);

    expect((await admin.delete(path)).status).toBe(204);
    expect((await admin.get(path)).status).toBe(404);
    expect((await admin.delete(path)).status).toBe(404);
  });

  it("is for admins only", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/admin/automations/templates", newTemplate()), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 201,
    });
  });
});
