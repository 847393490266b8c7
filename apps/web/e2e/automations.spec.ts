import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

test.describe("automations", () => {
  test("a member creates an API key, an automation calls the API with it, and once revoked it is refused", async ({
    page,
    request,
  }) => {
    const member = await signInNewMember(page, request);
    await page.goto("/app/automations");
    await page.getByRole("tab", { name: "API keys" }).click();
    await expect(page.getByText("No API keys yet.")).toBeVisible();

    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByRole("textbox", { name: "Key name" }).fill("n8n workflow");
    await page.getByRole("button", { name: "Create key" }).click();
    const dialog = page.getByRole("dialog", { name: "Your new API key: n8n workflow" });
    const key = await dialog.getByRole("textbox", { name: "API key" }).inputValue();
    expect(key).toMatch(/^pl_live_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole("button", { name: "I have copied it" }).click();
    const row = page
      .getByRole("list", { name: "Your API keys" })
      .getByRole("listitem")
      .filter({ hasText: "n8n workflow" });
    await expect(row.getByText(`${key.slice(0, 16)}…`)).toBeVisible();
    await expect(row.getByText(/Never used/)).toBeVisible();

    // What n8n's HTTP Request node sends with a Header Auth credential: no cookies, just the key.
    const headers = { Authorization: `Bearer ${key}` };
    const me = await request.get("/api/v1/me", { headers });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: member.email });
    const refined = await request.post("/api/v1/prompts/refine", {
      headers,
      data: { prompt: "write a follow-up email to a client who went quiet" },
    });
    expect(refined.status()).toBe(200);
    const { perfected } = (await refined.json()) as { perfected: string };
    const saved = await request.post("/api/v1/prompts", {
      headers,
      data: { title: "Client follow-up", perfectedText: perfected },
    });
    expect(saved.status()).toBe(201);

    await page.reload();
    await expect(row.getByText(/Last used/)).toBeVisible();
    await page.goto("/app/saved-prompts");
    await expect(page.getByRole("main").getByText("Client follow-up")).toBeVisible();

    await page.goto("/app/automations?tab=keys");
    await row.getByRole("button", { name: "Revoke n8n workflow" }).click();
    await row
      .getByRole("group", { name: "Revoke n8n workflow?" })
      .getByRole("button", { name: "Revoke n8n workflow" })
      .click();
    await expect(page.getByText("API key revoked.", { exact: false })).toBeVisible();
    await expect(page.getByText("No API keys yet.")).toBeVisible();

    const refused = await request.get("/api/v1/me", { headers });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  test("a member opens a template, reads how to import it and downloads a workflow that points at this site", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInNewMember(page, request);
    await page.goto("/app/automations");
    const templates = page.getByRole("list", { name: "Automation templates" });
    await expect(templates.getByRole("button", { name: /^Set up / })).toHaveCount(9);
    await templates.getByRole("button", { name: "Set up Refine every new Google Sheets row" }).click();

    const dialog = page.getByRole("dialog", { name: "Refine every new Google Sheets row" });
    await expect(dialog.getByRole("heading", { name: "Import it into n8n" })).toBeVisible();
    await expect(dialog.getByText(/Create a Google Sheet whose first row has two headers/)).toBeVisible();
    await expect(page).toHaveURL(/template=google-sheets-refine-new-rows/);

    const downloading = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("google-sheets-refine-new-rows.json");
    const workflow = JSON.parse(
      await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8")),
    ) as {
      nodes: { parameters: { url?: string } }[];
    };
    expect(workflow.nodes.map((node) => node.parameters.url).filter(Boolean)).toEqual([
      `${baseURL}/api/v1/prompts/refine`,
    ]);

    await page.keyboard.press("Escape");
    const refusedByPolicy: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refusedByPolicy.push(message.text());
    });
    await page.getByRole("link", { name: "API reference" }).click();
    await expect(page).toHaveURL(/\/api\/reference$/);
    // Scalar renders in the browser from a bundle of several megabytes: slower than the app's screens.
    await expect(page.getByRole("heading", { name: "Refine a prompt", level: 3 })).toBeVisible({ timeout: 20_000 });
    // Operations further down render as they come into view: the sidebar leads there.
    await page.getByRole("link", { name: /^Save a prompt/ }).click();
    await expect(page.getByRole("heading", { name: "Save a prompt", level: 3 })).toBeVisible();
    expect(refusedByPolicy).toEqual([]);
  });

  test("a member downloads the browser extension for Chrome and Firefox from the Automations page", async ({
    page,
    request,
  }) => {
    await signInNewMember(page, request);
    await page.goto("/app/automations");
    await page.getByRole("tab", { name: "Browser extension" }).click();
    for (const name of ["Download the Chrome package", "Download the Firefox package"]) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
      expect(download.suggestedFilename()).toMatch(/^promptloom-(?:chrome|firefox)\.zip$/u);
      const file = await readFile(await download.path());
      // A zip archive with the extension's manifest in it.
      expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
      expect(file.includes("manifest.json")).toBe(true);
    }
  });
});
