import { apiKeyMessages, type CreatedApiKey } from "@promptloom/contracts/api-keys";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ConnectAssistantPanel } from "./connect-assistant-panel.tsx";

const created: CreatedApiKey = {
  id: "6d1f2a4e-5b7c-4d8e-9f0a-1b2c3d4e5f60",
  name: "Claude",
  prefix: "pl_live_AbCdEfGh",
  key: `pl_live_AbCdEfGh${"x".repeat(35)}`,
  createdAt: "2026-01-05T09:00:00.000Z",
  lastUsedAt: null,
};

const serverUrl = () => `${window.location.origin}/api/mcp`;

describe("Connect an assistant", () => {
  it("shows the server address and a Claude Desktop configuration waiting for a key", async () => {
    fakeApi();
    const { user } = renderWithApp(<ConnectAssistantPanel />);
    expect(screen.getByRole("heading", { name: "Connect an assistant" })).toBeVisible();
    expect(screen.getByLabelText("Server address")).toHaveValue(serverUrl());
    const config = screen.getByLabelText("Claude Desktop configuration");
    expect(JSON.parse(config.textContent ?? "")).toEqual({
      mcpServers: {
        promptloom: {
          command: "npx",
          args: ["-y", "mcp-remote", serverUrl(), "--header", "Authorization:${PROMPTLOOM_AUTH}"],
          env: { PROMPTLOOM_AUTH: "Bearer YOUR_API_KEY" },
        },
      },
    });
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe(serverUrl());
  });

  it("creates a key and puts it into every assistant's configuration, ready to copy", async () => {
    const server = fakeApi().on("POST", "/api/api-keys", { status: 201, body: created });
    const { user } = renderWithApp(<ConnectAssistantPanel />);
    await user.type(screen.getByLabelText("Key name"), "Claude");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("status")).toHaveTextContent(apiKeyMessages.created);
    expect(server.requestsTo("POST", "/api/api-keys")[0]?.body).toEqual({ name: "Claude" });

    await user.click(screen.getByRole("tab", { name: "Claude Code" }));
    const command = `claude mcp add --transport http promptloom ${serverUrl()} --header "Authorization: Bearer ${created.key}"`;
    expect(screen.getByLabelText("Claude Code configuration")).toHaveTextContent(command);
    await user.click(screen.getByRole("button", { name: "Copy command" }));
    expect(await navigator.clipboard.readText()).toBe(command);
    expect(await screen.findByText("Claude Code configuration copied")).toBeVisible();

    await user.click(screen.getByRole("tab", { name: "Cursor" }));
    expect(JSON.parse(screen.getByLabelText("Cursor configuration").textContent ?? "")).toEqual({
      mcpServers: { promptloom: { url: serverUrl(), headers: { Authorization: `Bearer ${created.key}` } } },
    });
    await user.click(screen.getByRole("tab", { name: "VS Code" }));
    expect(JSON.parse(screen.getByLabelText("VS Code configuration").textContent ?? "")).toEqual({
      servers: { promptloom: { type: "http", url: serverUrl(), headers: { Authorization: `Bearer ${created.key}` } } },
    });
    await user.click(screen.getByRole("tab", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Copy configuration" }));
    expect(JSON.parse(await navigator.clipboard.readText())).toMatchObject({
      mcpServers: { promptloom: { type: "http", url: serverUrl() } },
    });
  });

  it("asks for a key name, and shows the server's refusal", async () => {
    const server = fakeApi().on("POST", "/api/api-keys", apiError(400, "validation_error", apiKeyMessages.tooMany));
    const { user } = renderWithApp(<ConnectAssistantPanel />);
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(server.requestsTo("POST", "/api/api-keys")).toHaveLength(0);

    await user.type(screen.getByLabelText("Key name"), "Claude");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(apiKeyMessages.tooMany);
    expect(screen.getByLabelText("Claude Desktop configuration")).toHaveTextContent("Bearer YOUR_API_KEY");
  });
});
