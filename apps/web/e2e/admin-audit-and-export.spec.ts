import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

import { seeded, signInWithApi } from "./support/accounts.ts";

const download = async (page: Page, name: string) => {
  const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const path = await event.path();
  return { fileName: event.suggestedFilename(), text: await readFile(path, "utf8") };
};

test.describe("admin: audit log and library export", () => {
  test("the audit log's filters live in the address: reload, Back and the export keep them", async ({ page }) => {
    await signInWithApi(page, seeded.admin);
    await page.goto("/app/admin");
    const run = Date.now().toString(36);
    const name = `Audit trail ${run}`;
    const created = await page.request.post("/api/admin/library-categories", {
      data: { slug: `audit-trail-${run}`, name, description: "Made to find in the audit log.", type: "text" },
    });
    expect(created.status()).toBe(201);

    const action = page.getByLabel("Action", { exact: true });
    await action.fill("library_category.create");
    await action.press("Enter");
    const search = page.getByRole("searchbox", { name: "Search the audit log" });
    await search.fill(name);
    await search.press("Enter");
    await expect(page).toHaveURL(/action=library_category\.create/);
    await expect(page).toHaveURL(new RegExp(`q=Audit\\+trail\\+${run}`));
    const entries = page.getByRole("list", { name: "Audit entries" });
    await expect(entries.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText("1 change", { exact: true })).toBeVisible();

    await page.reload();
    await expect(action).toHaveValue("library_category.create");
    await expect(search).toHaveValue(name);
    await expect(entries.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText("1 change", { exact: true })).toBeVisible();

    const csv = await download(page, "Export CSV");
    const rows = csv.text.trim().split("\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("library_category.create");
    expect(rows[1]).toContain(name);

    await page.goBack();
    await expect(action).toHaveValue("library_category.create");
    await expect(search).toHaveValue("");
    await expect(page).not.toHaveURL(/q=/);
  });

  test("each library screen exports its own kind of prompt, in a file the import takes back unchanged", async ({
    page,
  }) => {
    await signInWithApi(page, seeded.admin);
    await page.goto("/app/admin/image-prompts?tab=transfer");
    await expect(page.getByRole("heading", { name: "Export the image prompts" })).toBeVisible();
    const images = await download(page, "Export JSON");
    expect(images.fileName).toMatch(/^promptloom-image-prompts-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(images.text) as { categories: { type: string }[]; prompts: { type: string }[] };
    expect(file.prompts.length).toBeGreaterThanOrEqual(200);
    expect(new Set(file.prompts.map((prompt) => prompt.type))).toEqual(new Set(["image"]));
    expect(new Set(file.categories.map((category) => category.type))).toEqual(new Set(["image"]));
    const preview = await page.request.post("/api/admin/library/import", {
      data: { format: "json", content: images.text, existing: "update", dryRun: true },
    });
    expect(preview.status()).toBe(200);
    expect(await preview.json()).toMatchObject({
      added: [],
      updated: [],
      skipped: [],
      unchanged: file.prompts.length,
    });

    await page.goto("/app/admin/prompts?tab=transfer");
    await expect(page.getByRole("heading", { name: "Export the text prompts" })).toBeVisible();
    const texts = await download(page, "Export CSV");
    expect(texts.fileName).toMatch(/^promptloom-text-prompts-\d{4}-\d\d-\d\d\.csv$/);
    const header = texts.text.split("\n")[0] ?? "";
    expect(header).toBe(
      "slug,title,description,body,example,type,category,tags,models,featured,status,copy_count,save_count",
    );
    // Other browser tests change text prompts meanwhile, so what is added or updated is not counted.
    const textPreview = await page.request.post("/api/admin/library/import", {
      data: { format: "csv", content: texts.text, existing: "update", dryRun: true },
    });
    const report = (await textPreview.json()) as { skipped: unknown[]; unchanged: number };
    expect(report.skipped).toEqual([]);
    expect(report.unchanged).toBeGreaterThanOrEqual(800);
  });
});
