import { apiKeyMessages, type ApiKey, type CreatedApiKey } from "@promptloom/contracts/api-keys";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ApiKeysPanel } from "./api-keys-panel.tsx";

const existing: ApiKey = {
  id: "6d1f2a4e-5b7c-4d8e-9f0a-1b2c3d4e5f60",
  name: "Sheets workflow",
  prefix: "pl_live_AbCdEfGh",
  createdAt: "2026-01-05T09:00:00.000Z",
  lastUsedAt: null,
};

describe("API keys", () => {
  it("says so while the keys load, and when loading fails offers to try again", async () => {
    fakeApi().hang("GET", "/api/api-keys");
    const first = renderWithApp(<ApiKeysPanel />);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading your API keys");
    first.unmount();

    fakeApi().on("GET", "/api/api-keys", apiError(500, "internal_error", "Something went wrong. Please try again."));
    renderWithApp(<ApiKeysPanel />);
    expect(await screen.findByText(/Could not load your API keys/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("explains what a key is for when there is none", async () => {
    fakeApi().on("GET", "/api/api-keys", { status: 200, body: { items: [] } });
    renderWithApp(<ApiKeysPanel />);
    expect(await screen.findByText("No API keys yet.")).toBeVisible();
  });

  it("asks for a name before creating a key", async () => {
    const server = fakeApi().on("GET", "/api/api-keys", { status: 200, body: { items: [] } });
    const { user } = renderWithApp(<ApiKeysPanel />);
    await user.click(await screen.findByRole("button", { name: "Create key" }));
    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(server.requestsTo("POST", "/api/api-keys")).toHaveLength(0);
  });

  it("shows a new key once, in full, then lists it by its prefix only", async () => {
    const created: CreatedApiKey = { ...existing, key: `pl_live_AbCdEfGh${"x".repeat(35)}` };
    let items: ApiKey[] = [];
    const server = fakeApi()
      .on("GET", "/api/api-keys", () => ({ status: 200, body: { items } }))
      .on("POST", "/api/api-keys", () => {
        items = [existing];
        return { status: 201, body: created };
      });
    const { user } = renderWithApp(<ApiKeysPanel />);
    await user.type(await screen.findByLabelText("Key name"), "Sheets workflow");
    await user.click(screen.getByRole("button", { name: "Create key" }));

    const dialog = await screen.findByRole("dialog", { name: "Your new API key: Sheets workflow" });
    expect(within(dialog).getByText(apiKeyMessages.created)).toBeVisible();
    expect(within(dialog).getByLabelText("API key")).toHaveValue(created.key);
    expect(server.requestsTo("POST", "/api/api-keys")[0]?.body).toEqual({ name: "Sheets workflow" });
    await user.click(within(dialog).getByRole("button", { name: "I have copied it" }));

    const list = await screen.findByRole("list", { name: "Your API keys" });
    expect(within(list).getByText("pl_live_AbCdEfGh…")).toBeVisible();
    expect(within(list).getByText(/Never used/)).toBeVisible();
    expect(screen.queryByDisplayValue(created.key)).toBeNull();
  });

  it("shows the server's refusal above the field", async () => {
    fakeApi()
      .on("GET", "/api/api-keys", { status: 200, body: { items: [] } })
      .on("POST", "/api/api-keys", apiError(409, "conflict", apiKeyMessages.tooMany));
    const { user } = renderWithApp(<ApiKeysPanel />);
    await user.type(await screen.findByLabelText("Key name"), "One more");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(apiKeyMessages.tooMany);
  });

  it("revokes a key after a confirmation", async () => {
    let items: ApiKey[] = [{ ...existing, lastUsedAt: "2026-01-06T10:00:00.000Z" }];
    const server = fakeApi()
      .on("GET", "/api/api-keys", () => ({ status: 200, body: { items } }))
      .on("DELETE", "/api/api-keys/:id", () => {
        items = [];
        return { status: 204 };
      });
    const { user } = renderWithApp(<ApiKeysPanel />);
    expect(await screen.findByText(/Last used/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Revoke Sheets workflow" }));
    expect(server.requestsTo("DELETE", `/api/api-keys/${existing.id}`)).toHaveLength(0);
    await user.click(
      within(screen.getByRole("group", { name: "Revoke Sheets workflow?" })).getByRole("button", {
        name: "Revoke Sheets workflow",
      }),
    );
    expect(await screen.findByText(apiKeyMessages.revoked)).toBeVisible();
    expect(await screen.findByText("No API keys yet.")).toBeVisible();
    expect(server.requestsTo("DELETE", `/api/api-keys/${existing.id}`)).toHaveLength(1);
  });
});
