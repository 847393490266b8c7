import { expect, test } from "@playwright/test";

import { signInNewMember } from "./support/members.ts";

/** A zone where it is midday now, so Plan my day has working hours left whenever the suite runs. */
const middayZone = () => {
  const offset = (((12 - new Date().getUTCHours()) % 24) + 24) % 24;
  const hours = offset > 12 ? offset - 24 : offset;
  // IANA's Etc zones count the other way round: Etc/GMT-3 is three hours ahead of UTC.
  return hours === 0 ? "Etc/GMT" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
};

test.use({ timezoneId: middayZone() });

test.describe("AI Coach and planner", () => {
  test("a member adds tasks, plans the day, and the offline coach prioritises them from their list", async ({
    page,
    request,
  }) => {
    await signInNewMember(page, request);
    await page.goto("/app/ai-coach");
    await expect(page.getByText("Nothing for today.")).toBeVisible();

    const title = page.getByRole("textbox", { name: "Add a task" });
    await title.fill("Tidy the inbox");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("list", { name: "Today's tasks" })).toContainText("Tidy the inbox");

    await title.fill("Send the invoice to Acme");
    await page.getByRole("button", { name: "More details" }).click();
    await page.getByRole("combobox", { name: "Priority" }).selectOption("high");
    await page.getByRole("spinbutton", { name: "Estimate (minutes)" }).fill("20");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("list", { name: "Today's tasks" }).getByRole("listitem")).toHaveCount(2);

    await page.getByRole("button", { name: "Plan my day" }).click();
    const blocks = page.getByRole("list", { name: "Time blocks" });
    await expect(blocks.getByRole("listitem").first()).toContainText("Send the invoice to Acme");
    await expect(blocks.getByRole("listitem").first()).toContainText("High priority, due today, 20 min.");
    await expect(blocks).toContainText("Tidy the inbox");
    await expect(page.getByText(/^2 tasks, 50 min of work, from \d\d:\d\d to \d\d:\d\d\.$/)).toBeVisible();
    await page.getByText("Why this order").click();
    await expect(page.getByText("Higher priority first: high, then medium, then low.")).toBeVisible();
    // The Today list takes the plan's order.
    await expect(page.getByRole("list", { name: "Today's tasks" }).getByRole("listitem").first()).toContainText(
      "Send the invoice to Acme",
    );

    await expect(page.getByText("Offline", { exact: true })).toBeVisible();
    await page.getByRole("switch", { name: "Share my tasks with the coach" }).click();
    await expect(page.getByRole("switch", { name: "Share my tasks with the coach" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.getByRole("button", { name: "Prioritise my list" }).click();
    const conversation = page.getByRole("list", { name: "Conversation with the coach" });
    await expect(conversation).toContainText("I am the offline coach");
    await expect(conversation).toContainText("Do now");
    await expect(conversation).toContainText("Start with Send the invoice to Acme.");

    await page.reload();
    await expect(page.getByRole("list", { name: "Conversation with the coach" })).toContainText(
      "Start with Send the invoice to Acme.",
    );
  });

  test("today's tasks move with the keyboard", async ({ page, request }) => {
    await signInNewMember(page, request);
    await page.goto("/app/ai-coach");
    const title = page.getByRole("textbox", { name: "Add a task" });
    for (const task of ["First", "Second"]) {
      await title.fill(task);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByRole("list", { name: "Today's tasks" })).toContainText(task);
    }
    // Each key waits for what a screen reader hears before the next one.
    await page.getByRole("button", { name: "Move Second" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Picked up Second, position 2 of 2.")).toBeAttached();
    // The pick-up is announced a turn before the sorting list listens for arrow keys and measures
    // the places (dnd-kit starts both on the next turn), so the move is pressed again until it is
    // heard; a second ArrowUp cannot carry Second past the top of a two-task list.
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(page.getByText("Second is now at position 1 of 2.")).toBeAttached({ timeout: 1_000 });
    }).toPass();
    await page.keyboard.press("Space");
    await expect(page.getByText("Second dropped at position 1 of 2.")).toBeAttached();
    const items = page.getByRole("list", { name: "Today's tasks" }).getByRole("listitem");
    await expect(items.first()).toContainText("Second");
    await page.reload();
    await expect(page.getByRole("list", { name: "Today's tasks" }).getByRole("listitem").first()).toContainText(
      "Second",
    );
  });
});
