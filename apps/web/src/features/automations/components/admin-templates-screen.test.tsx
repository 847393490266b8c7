import type { AutomationTemplate } from "@promptloom/contracts/automations";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { AdminTemplatesScreen } from "./admin-templates-screen.tsx";

const draft: AutomationTemplate = {
  id: "0c9d8e7f-6a5b-4c3d-8e1f-0a9b8c7d6e5f",
  slug: "ping-promptloom",
  title: "Ping Promptloom",
  summary: "Checks that your key works.",
  description: "Calls /api/v1/me.",
  apps: [],
  credentials: ["Promptloom API key"],
  setupSteps: ["Run it."],
  status: "draft",
  nodeCount: 1,
  workflow: {},
  createdAt: "2026-01-05T09:00:00.000Z",
  updatedAt: "2026-01-05T09:00:00.000Z",
};

const validWorkflow = JSON.stringify({
  name: "Ping",
  nodes: [{ name: "Start", type: "n8n-nodes-base.manualTrigger", typeVersion: 1, position: [0, 0], parameters: {} }],
  connections: {},
});

describe("admin: automation templates", () => {
  it("refuses workflow JSON that does not parse or whose connections lead nowhere, before sending it", async () => {
    const server = fakeApi().on("GET", "/api/admin/automations/templates", { status: 200, body: { items: [] } });
    const { user } = renderWithApp(<AdminTemplatesScreen />);
    expect(await screen.findByText("No templates yet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "New template" }));
    await user.type(screen.getByLabelText("Title"), "Ping Promptloom");
    await user.type(screen.getByLabelText("Summary"), "Checks that your key works.");
    await user.type(screen.getByLabelText("Description"), "Calls the API.");

    const workflow = screen.getByLabelText("Workflow JSON");
    await user.click(workflow);
    await user.paste("{ not json");
    await user.click(screen.getByRole("button", { name: "Create template" }));
    expect(await screen.findByText(/The workflow is not valid JSON/)).toBeVisible();

    await user.clear(workflow);
    await user.paste(
      JSON.stringify({
        name: "Ping",
        nodes: [
          { name: "Start", type: "n8n-nodes-base.manualTrigger", typeVersion: 1, position: [0, 0], parameters: {} },
        ],
        connections: { Start: { main: [[{ node: "Gone", type: "main", index: 0 }]] } },
      }),
    );
    await user.click(screen.getByRole("button", { name: "Create template" }));
    expect(await screen.findByText('"Start" connects to "Gone", which is not a node of this workflow')).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/automations/templates")).toHaveLength(0);
  });

  it("takes the JSON n8n's editor copies, which has nodes and connections but no name", async () => {
    const server = fakeApi()
      .on("GET", "/api/admin/automations/templates", { status: 200, body: { items: [] } })
      .on("POST", "/api/admin/automations/templates", { status: 201, body: draft });
    const { user } = renderWithApp(<AdminTemplatesScreen />);
    await user.click(await screen.findByRole("button", { name: "New template" }));
    await user.type(screen.getByLabelText("Title"), "Ping Promptloom!");
    await user.type(screen.getByLabelText("Summary"), "Checks that your key works.");
    expect(screen.getByLabelText("Slug")).toHaveValue("ping-promptloom");
    await user.type(screen.getByLabelText("Description"), "Calls the API.");
    const copied = JSON.stringify({
      nodes: [
        { name: "Start", type: "n8n-nodes-base.manualTrigger", typeVersion: 1, position: [0, 0], parameters: {} },
      ],
      connections: {},
      pinData: {},
    });
    await user.click(screen.getByLabelText("Workflow JSON"));
    await user.paste(copied);
    await user.click(screen.getByRole("button", { name: "Create template" }));
    expect(await screen.findByText(`${draft.title} saved`)).toBeVisible();
    expect(screen.queryByText(/expected string, received undefined/)).toBeNull();
    expect(server.requestsTo("POST", "/api/admin/automations/templates")[0]?.body).toMatchObject({
      slug: "ping-promptloom",
      title: "Ping Promptloom!",
    });
  });

  it("creates a template and lists it, then publishes it", async () => {
    let items = [] as AutomationTemplate[];
    const server = fakeApi()
      .on("GET", "/api/admin/automations/templates", () => ({ status: 200, body: { items } }))
      .on("POST", "/api/admin/automations/templates", () => {
        items = [draft];
        return { status: 201, body: draft };
      })
      .on("PATCH", "/api/admin/automations/templates/:id", () => {
        items = [{ ...draft, status: "published" }];
        return { status: 200, body: items[0] };
      });
    const { user } = renderWithApp(<AdminTemplatesScreen />);
    await user.click(await screen.findByRole("button", { name: "New template" }));
    await user.type(screen.getByLabelText("Title"), draft.title);
    // The slug is offered from the title, as in the prompt editor.
    await user.click(screen.getByLabelText("Slug"));
    expect(screen.getByLabelText("Slug")).toHaveValue(draft.slug);
    await user.type(screen.getByLabelText("Summary"), draft.summary);
    await user.type(screen.getByLabelText("Description"), draft.description);
    await user.type(screen.getByLabelText("Apps it connects"), "Slack, Webhook");
    await user.click(screen.getByLabelText("Workflow JSON"));
    await user.paste(validWorkflow);
    await user.click(screen.getByRole("button", { name: "Create template" }));

    expect(await screen.findByText(`${draft.title} saved`)).toBeVisible();
    const sent = server.requestsTo("POST", "/api/admin/automations/templates")[0]?.body;
    expect(sent).toMatchObject({ slug: draft.slug, apps: ["Slack", "Webhook"], status: "draft" });
    expect(JSON.parse((sent as { workflowJson: string }).workflowJson)).toEqual(JSON.parse(validWorkflow));

    const row = within(await screen.findByRole("list", { name: "Automation templates" }));
    expect(row.getByText("Draft")).toBeVisible();
    await user.click(row.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(`${draft.title} is published`)).toBeVisible();
    expect(server.requestsTo("PATCH", `/api/admin/automations/templates/${draft.id}`)[0]?.body).toEqual({
      status: "published",
    });
  });
});
