import { expect, test, type Page } from "@playwright/test";

import { seeded, signInWithApi } from "./support/accounts.ts";
import { waitForEventStream, watchEventStream } from "./support/event-stream.ts";
import { signInElsewhere, signInNewMember } from "./support/members.ts";

/** The value of one theme colour as the page currently paints it. */
const paintedColor = (page: Page, name: string) =>
  page.evaluate((token) => getComputedStyle(document.documentElement).getPropertyValue(`--${token}`).trim(), name);

// The theme is shared by every page: these tests take turns with it.
test.describe.configure({ mode: "serial" });

test.describe("live theme", () => {
  test("an admin's colour change repaints an open members-area page and a public page without a reload, and later pages start in it", async ({
    page,
    browser,
    request,
  }) => {
    const admin = await signInElsewhere({ ...seeded.admin, fullName: "Admin" });
    const visitorContext = await browser.newContext();
    try {
      await watchEventStream(page);
      await signInNewMember(page, request);
      await page.goto("/app/dashboard");
      await expect(page.getByRole("region", { name: "Time saved" })).toBeVisible();
      expect(await paintedColor(page, "primary")).toBe("258 90% 66%");
      const visitor = await visitorContext.newPage();
      await watchEventStream(visitor);
      await visitor.goto("/");
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      // Repaints arrive over the event stream; it must be open before the change is made.
      await waitForEventStream(page);
      await waitForEventStream(visitor);

      const changed = await admin.put("/api/admin/theme/colors/primary", { data: { value: "200 80% 50%" } });
      expect(changed.ok()).toBe(true);
      await expect.poll(() => paintedColor(page, "primary")).toBe("200 80% 50%");
      await expect.poll(() => paintedColor(visitor, "primary")).toBe("200 80% 50%");
      const button = visitor.getByRole("link", { name: "Get Instant Access" }).first();
      await expect(button).toBeVisible();

      // A page opened now gets the stored colour inside its first HTML, before any script runs
      // and without a stylesheet request.
      const fresh = await visitorContext.newPage();
      const requested: string[] = [];
      fresh.on("request", (sent) => requested.push(new URL(sent.url()).pathname));
      await fresh.route("**/*.js", (route) => route.abort());
      await fresh.goto("/features");
      expect(await paintedColor(fresh, "primary")).toBe("200 80% 50%");
      expect(requested.filter((path) => path.endsWith(".css"))).toEqual([]);

      const reset = await admin.delete("/api/admin/theme");
      expect(reset.ok()).toBe(true);
      await expect.poll(() => paintedColor(page, "primary")).toBe("258 90% 66%");
      await expect.poll(() => paintedColor(visitor, "primary")).toBe("258 90% 66%");
    } finally {
      await admin.delete("/api/admin/theme");
      await admin.dispose();
      await visitorContext.close();
    }
  });

  test("an admin edits the primary colour on the Colors screen: a member's open page repaints, and Reset all brings the default back", async ({
    page,
    browser,
    request,
  }) => {
    const adminContext = await browser.newContext();
    try {
      await watchEventStream(page);
      await signInNewMember(page, request);
      await page.goto("/app/dashboard");
      await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
      await waitForEventStream(page);

      const admin = await adminContext.newPage();
      await signInWithApi(admin, seeded.admin);
      await admin.goto("/app/admin/colors");
      const core = admin.getByRole("region", { name: "Core" });
      const primary = core.getByLabel("Primary", { exact: true });
      await expect(primary).toHaveValue("258 90% 66%");
      await primary.fill("200 80% 50%");
      // The preview shows it before anything is saved; open pages do not.
      await expect
        .poll(() =>
          admin.getByRole("region", { name: "Preview" }).evaluate((box) => box.style.getPropertyValue("--primary")),
        )
        .toBe("200 80% 50%");
      expect(await paintedColor(page, "primary")).toBe("258 90% 66%");

      await admin.getByRole("button", { name: "Save all" }).click();
      await expect(admin.getByText("Theme saved for every page")).toBeVisible();
      await expect.poll(() => paintedColor(page, "primary")).toBe("200 80% 50%");
      await expect.poll(() => paintedColor(admin, "primary")).toBe("200 80% 50%");

      await admin.getByRole("button", { name: "Reset all" }).click();
      await admin.getByRole("button", { name: "Reset every colour" }).click();
      await expect(admin.getByText("Theme reset to the default")).toBeVisible();
      await expect(primary).toHaveValue("258 90% 66%");
      await expect.poll(() => paintedColor(page, "primary")).toBe("258 90% 66%");
    } finally {
      // Whatever happened above, the next test starts from the default theme.
      const cleanup = await signInElsewhere({ ...seeded.admin, fullName: "Admin" });
      await cleanup.delete("/api/admin/theme");
      await cleanup.dispose();
      await adminContext.close();
    }
  });
});
