import { expect, test } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

test.describe("connect an assistant", () => {
  test("a member creates a key for an assistant, copies its configuration, and the copied settings reach the MCP server", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInNewMember(page, request);
    await page.goto("/app/automations");
    await page.getByRole("tab", { name: "Connect an assistant" }).click();
    await expect(page).toHaveURL(/tab=assistants/);
    await expect(page.getByRole("heading", { name: "Connect an assistant" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Server address" })).toHaveValue(`${baseURL}/api/mcp`);

    await page.getByRole("textbox", { name: "Key name" }).fill("Cursor on my laptop");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cursor on my laptop" })).toBeVisible();

    await page.getByRole("tab", { name: "Claude Code" }).click();
    await page.getByRole("button", { name: "Copy command" }).click();
    await expect(page.getByText("Claude Code configuration copied")).toBeVisible();
    const command = await page.evaluate(() => navigator.clipboard.readText());
    expect(command).toMatch(
      new RegExp(
        `^claude mcp add --transport http promptloom ${baseURL}/api/mcp --header "Authorization: Bearer pl_live_`,
      ),
    );

    await page.getByRole("tab", { name: "Cursor" }).click();
    await page.getByRole("button", { name: "Copy configuration" }).click();
    await expect(page.getByText("Cursor configuration copied")).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      mcpServers: { promptloom: { url: string; headers: Record<string, string> } };
    };
    const { url, headers } = copied.mcpServers.promptloom;

    // What Cursor sends first with those settings: an initialize request over Streamable HTTP.
    const initialized = await request.post(url, {
      headers: { ...headers, Accept: "application/json, text/event-stream" },
      data: {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "cursor", version: "1" } },
      },
    });
    expect(initialized.status()).toBe(200);
    expect(await initialized.json()).toMatchObject({
      result: { protocolVersion: "2025-11-25", serverInfo: { name: "promptloom" } },
    });

    // The key shows up with the member's other keys.
    await page.getByRole("tab", { name: "API keys" }).click();
    await expect(page.getByRole("list", { name: "Your API keys" }).getByText("Cursor on my laptop")).toBeVisible();
  });
});
