import type { AutomationTemplate, AutomationTemplateSummary } from "@promptloom/contracts/automations";
import { importSteps } from "@promptloom/contracts/automations";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { TemplateCatalogue } from "./template-catalogue.tsx";

const summary: AutomationTemplateSummary = {
  id: "2f1c0f3e-8a41-4c55-9d0e-6a9f3b1c2d4e",
  slug: "google-sheets-refine-new-rows",
  title: "Refine every new Google Sheets row",
  summary: "Each request typed into a sheet comes back as a polished prompt.",
  apps: ["Google Sheets"],
  credentials: ["Promptloom API key", "Google Sheets OAuth2"],
  status: "published",
  nodeCount: 3,
  updatedAt: "2026-01-05T09:00:00.000Z",
};

const detail: AutomationTemplate = {
  ...summary,
  description: "Keep a shared sheet of prompt requests.",
  setupSteps: ["Create a Google Sheet with the headers Request and Refined prompt."],
  workflow: { name: "Refine rows", nodes: [], connections: {} },
  createdAt: "2026-01-05T09:00:00.000Z",
};

describe("the automations catalogue", () => {
  it("shows the loading, failure and empty states", async () => {
    fakeApi().hang("GET", "/api/automations/templates");
    const loading = renderWithApp(<TemplateCatalogue />);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the automations");
    loading.unmount();

    fakeApi().on("GET", "/api/automations/templates", apiError(500, "internal_error", "Server down"));
    const failing = renderWithApp(<TemplateCatalogue />);
    expect(await screen.findByText(/Could not load the automations/)).toBeVisible();
    failing.unmount();

    fakeApi().on("GET", "/api/automations/templates", { status: 200, body: { items: [] } });
    renderWithApp(<TemplateCatalogue />);
    expect(await screen.findByText("No automations published yet.")).toBeVisible();
  });

  it("opens a template with its import steps and copies its workflow", async () => {
    fakeApi()
      .on("GET", "/api/automations/templates", { status: 200, body: { items: [summary] } })
      .on("GET", "/api/automations/templates/:slug", { status: 200, body: detail });
    const { user, router } = renderWithApp(<TemplateCatalogue />);
    const card = within(await screen.findByRole("list", { name: "Automation templates" }));
    expect(card.getByText("Google Sheets")).toBeVisible();
    await user.click(card.getByRole("button", { name: `Set up ${summary.title}` }));

    const dialog = within(await screen.findByRole("dialog", { name: summary.title }));
    expect(router.state.location.search).toBe(`?template=${summary.slug}`);
    expect(dialog.getByText("Google Sheets OAuth2")).toBeVisible();
    const steps = dialog.getAllByRole("listitem").map((item) => item.textContent);
    expect(steps).toEqual(expect.arrayContaining([importSteps[0], detail.setupSteps[0]]));
    expect(dialog.getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      `/api/automations/templates/${summary.slug}/download`,
    );

    await user.click(dialog.getByRole("button", { name: "Copy JSON" }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(JSON.stringify(detail.workflow, null, 2));
    expect(await screen.findByText("Workflow copied: paste it onto an n8n canvas")).toBeVisible();
  });
});
