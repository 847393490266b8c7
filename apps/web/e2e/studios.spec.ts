import { fileURLToPath } from "node:url";

import { expect, test, type Page } from "@playwright/test";

import { createAccount, signInWithApi } from "./support/accounts.ts";
import { signInNewMember } from "./support/members.ts";

const photoFixture = fileURLToPath(new URL("./fixtures/harbour-16x9.jpg", import.meta.url));

/** Follows the sidebar link `name` to the screen titled `title`. */
const openTool = async (page: Page, name: string, title = name) => {
  await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
};

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe("image tools", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("build a prompt, switch its target, copy it and save it, then find it in My Prompts", async ({
    page,
    request,
  }) => {
    await signInNewMember(page, request);
    await page.goto("/app/dashboard");
    await openTool(page, "Prompt Studio");

    await page.getByRole("textbox", { name: "Subject" }).fill("a lighthouse on a cliff at dusk");
    const aspect = page.getByRole("region", { name: /^Aspect ratio/ });
    await aspect.getByRole("button", { name: /Choose/ }).click();
    await aspect.getByRole("button", { name: /^16:9/ }).click();
    const negative = page.getByRole("region", { name: /^Negative prompt/ });
    await negative.getByRole("button", { name: /Choose/ }).click();
    await negative.getByRole("searchbox", { name: "Search Negative prompt options" }).fill("watermark");
    await negative.getByRole("button", { name: /^Watermark/ }).click();

    const prompt = page.getByTestId("studio-prompt");
    await expect(prompt).toHaveText(/^a lighthouse on a cliff at dusk --ar 16:9 --no watermark/);

    const target = (name: string) => page.getByRole("group", { name: "Write the prompt for" }).getByText(name);
    await target("Stable Diffusion / SDXL").click();
    await expect(page.getByRole("radio", { name: "Stable Diffusion / SDXL" })).toBeChecked();
    await expect(prompt).toHaveText("a lighthouse on a cliff at dusk");
    await expect(page.getByTestId("studio-negative-prompt")).toContainText("watermark");

    await target("DALL·E / Flux / Imagen").click();
    await expect(prompt).toContainText("A lighthouse on a cliff at dusk.");
    const sentence = await prompt.innerText();

    await page.getByRole("button", { name: "Copy prompt" }).click();
    await expect(page.getByText("Copied to clipboard!", { exact: true })).toBeVisible();
    expect(await clipboardText(page)).toBe(sentence);

    await page.getByRole("button", { name: "Save to My Prompts" }).click();
    await expect(page.getByText("Saved successfully!", { exact: true })).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    // Copied, then saved: one entry, since the same prompt is not listed twice.
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history.getByRole("listitem")).toContainText("A lighthouse on a cliff at dusk.");

    await openTool(page, "My Prompts");
    const card = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "a lighthouse on a cliff at dusk" }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Studio");
  });

  test("upload a photo, see its palette and open its choices in the Prompt Studio", async ({ page, request }) => {
    await signInNewMember(page, request);
    await page.goto("/app/dashboard");
    await openTool(page, "Photo Studio");
    await expect(page.getByRole("heading", { name: "No photos yet." })).toBeVisible();

    await page.getByLabel("Choose a photo").setInputFiles(photoFixture);
    await expect(page.getByRole("heading", { name: "harbour-16x9.jpg" })).toBeVisible();
    const palette = page.getByRole("list", { name: "Colour palette" });
    await expect(palette.getByRole("listitem")).not.toHaveCount(0);
    await expect(page.getByLabel("Builder choices from this photo")).toContainText("Aspect ratio");
    await expect(page.getByText(/Photo descriptions aren't available on this site yet/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Open harbour-16x9.jpg" })).toBeVisible();

    await page.getByRole("link", { name: "Open in Prompt Studio" }).click();
    await expect(page.getByRole("heading", { name: "Prompt Studio", level: 1 })).toBeVisible();
    await expect(page.getByText("Started from your photo harbour-16x9.jpg.")).toBeVisible();
    const prompt = page.getByTestId("studio-prompt");
    await expect(prompt).toContainText("--ar 16:9");
    await page.getByRole("textbox", { name: "Subject" }).fill("fishing boats in a harbour");
    await expect(prompt).toHaveText(/^fishing boats in a harbour, /);

    await page.getByRole("button", { name: "Copy prompt" }).click();
    await expect(page.getByText("Copied to clipboard!", { exact: true })).toBeVisible();
    expect(await clipboardText(page)).toBe(await prompt.innerText());
  });

  test("an admin adds an option to a set and a member picks it in the Prompt Studio", async ({
    page,
    request,
    browser,
  }) => {
    // Two people in two browsers, each signed in, the option added on one side and picked on the
    // other: more than the 30 s one page's flow is given.
    test.slow();
    const admin = await createAccount(request, { isPaid: true, isAdmin: true });
    await signInWithApi(page, admin);
    await page.goto("/app/admin/prompt-studio");
    await expect(page.getByRole("heading", { name: "Prompt Studio", level: 1 })).toBeVisible();
    await page.getByRole("combobox", { name: "Group" }).selectOption({ label: "Medium" });
    await page.getByRole("button", { name: "Add option" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a medium option" });
    await dialog.getByRole("textbox", { name: "Label" }).fill("Risograph print");
    await dialog.getByRole("textbox", { name: "Description" }).fill("Grainy two-colour stencil printing.");
    await dialog.getByRole("textbox", { name: "Prompt words" }).fill("risograph print");
    await dialog.getByRole("button", { name: "Add option" }).click();
    await expect(page.getByRole("list", { name: "Medium options" })).toContainText("Risograph print");

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInNewMember(member, request);
    await member.goto("/app/dashboard");
    await openTool(member, "Prompt Studio");
    const medium = member.getByRole("region", { name: /^Medium/ });
    await medium.getByRole("button", { name: /Choose/ }).click();
    await medium.getByRole("searchbox", { name: "Search Medium options" }).fill("risograph");
    await medium.getByRole("button", { name: /^Risograph print/ }).click();
    await member.getByRole("textbox", { name: "Subject" }).fill("a city skyline");
    await expect(member.getByTestId("studio-prompt")).toHaveText(/^a city skyline, risograph print/);
    await memberContext.close();
  });
});
