import type { CoachSettings } from "@promptloom/contracts/coach";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { CoachSettingsForm } from "./coach-settings-form.tsx";

const settings: CoachSettings = {
  systemPrompt: "You coach busy people.",
  tone: "encouraging",
  dailyMessageLimit: 30,
  historyMessages: 12,
  playbooks: (["prioritise", "break-down", "weekly-review", "procrastination"] as const).map((id) => ({
    id,
    title: `Title ${id}`,
    description: `Description ${id}`,
    intro: `Intro ${id}`,
    tips: ["First tip", "Second tip"],
    isEnabled: true,
  })),
};

describe("CoachSettingsForm", () => {
  it("saves the prompt, tone, limits and playbooks, tips one per line", async () => {
    const server = fakeApi().on("PUT", "/api/admin/coach/settings", ({ body }) => ({ status: 200, body }));
    const { user } = renderWithApp(<CoachSettingsForm settings={settings} />);
    await user.selectOptions(screen.getByLabelText("Tone"), "direct");
    const limit = screen.getByLabelText("Messages per member per day");
    await user.clear(limit);
    await user.type(limit, "12");
    await user.click(screen.getByLabelText("Offer “Title weekly-review” to members"));
    const tips = screen.getByLabelText("Tips (one per line)", { selector: "#playbook-prioritise-tips" });
    await user.type(tips, "{Enter}Third tip");
    await user.click(screen.getByRole("button", { name: "Save coach settings" }));
    expect(await screen.findByText("Coach settings saved")).toBeVisible();
    const sent = server.requestsTo("PUT", "/api/admin/coach/settings")[0]?.body as CoachSettings;
    expect(sent).toMatchObject({ tone: "direct", dailyMessageLimit: 12, historyMessages: 12 });
    expect(sent.playbooks[0]?.tips).toEqual(["First tip", "Second tip", "Third tip"]);
    expect(sent.playbooks[2]?.isEnabled).toBe(false);
  });

  it("shows each field's problem, inside the playbooks too, and sends nothing", async () => {
    const server = fakeApi();
    const { user } = renderWithApp(<CoachSettingsForm settings={settings} />);
    await user.clear(screen.getByLabelText("System prompt"));
    await user.clear(screen.getByLabelText("Messages per member per day"));
    await user.type(screen.getByLabelText("Messages per member per day"), "0");
    await user.clear(screen.getByLabelText("Title", { selector: "#playbook-break-down-title" }));
    await user.click(screen.getByRole("button", { name: "Save coach settings" }));
    expect(await screen.findByText("System prompt is required")).toBeVisible();
    expect(screen.getByText("Daily limit must be at least 1")).toBeVisible();
    expect(screen.getByText("Title is required")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/coach/settings")).toHaveLength(0);
  });

  it("shows the server's refusal above the form", async () => {
    fakeApi().on("PUT", "/api/admin/coach/settings", apiError(403, "forbidden", "Admin access required."));
    const { user } = renderWithApp(<CoachSettingsForm settings={settings} />);
    await user.click(screen.getByRole("button", { name: "Save coach settings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Admin access required.");
  });
});
