import { expect, test, type APIRequestContext } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

const send = async (request: APIRequestContext, method: "post" | "patch", path: string, data: object) => {
  const response = await request[method](path, { data });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${response.status()}`);
  return (await response.json()) as { id: string };
};

test("Undo after a delete brings the prompt back with its folder, tags and whole version history", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInNewMember(page, request);
  const folder = await send(page.request, "post", "/api/folders", { name: "Launch" });
  const prompt = await send(page.request, "post", "/api/saved-prompts", {
    title: "Launch post",
    perfectedText: "Write the launch post, first draft.",
    folderId: folder.id,
    tags: ["launch"],
  });
  await send(page.request, "patch", `/api/saved-prompts/${prompt.id}`, {
    perfectedText: "Write the launch post, second draft.",
  });

  await page.goto("/app/saved-prompts");
  await page.getByRole("button", { name: "Delete Launch post" }).click();
  await page.getByRole("dialog", { name: "Delete this prompt?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Prompt deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Launch post" })).toHaveCount(0);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Prompt restored", { exact: true })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Launch post" }) });
  await expect(card.getByRole("list", { name: "Tags" })).toHaveText("launch");

  // Back in its folder, which counts it again.
  await page
    .getByRole("navigation", { name: "Folders" })
    .getByRole("button", { name: /Launch.*1 prompt$/ })
    .click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Edit Launch post" }).click();
  await page.getByRole("tab", { name: "History" }).click();
  const versions = page.getByRole("list", { name: "Versions" });
  await expect(versions.getByText(/^Version \d+$/)).toHaveText(["Version 2", "Version 1"]);
});
