import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { DemoPortal } from "./demo-portal.tsx";

const DAY = 24 * 3600 * 1000;

const state = (plan: "monthly" | "yearly", periodEnd: Date) => ({
  isPaid: true,
  refunded: false,
  subscription: {
    provider: "demo",
    plan,
    status: "active",
    currentPeriodEnd: periodEnd.toISOString(),
    cancelAtPeriodEnd: false,
  },
});

describe("DemoPortal", () => {
  it("asks before switching plan, showing the credit for the unused period and what is due", async () => {
    // A monthly period that began about a month ago ends tomorrow: almost nothing is left to credit.
    const periodEnd = new Date(Date.now() + DAY);
    const server = fakeApi()
      .on("POST", "/api/functions/check-subscription", { status: 200, body: state("monthly", periodEnd) })
      .on("POST", "/api/billing/demo/portal/switch", { status: 200, body: state("yearly", periodEnd) });
    const { user } = renderWithApp(<DemoPortal />);
    await user.click(await screen.findByRole("button", { name: /Switch to the Yearly plan/ }));

    const dialog = await screen.findByRole("dialog", { name: "Switch to the Yearly plan?" });
    expect(within(dialog).getByText("Yearly plan")).toBeVisible();
    expect(within(dialog).getByText("Unused time on Monthly")).toBeVisible();
    const credit = within(dialog).getByText(/^−\$0\.\d\d$/);
    expect(credit).toBeVisible();
    expect(within(dialog).getByText("Due today")).toBeVisible();
    expect(within(dialog).getByText(/^\$128\.\d\d$/)).toBeVisible();
    expect(server.requestsTo("POST", "/api/billing/demo/portal/switch")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Switch to Yearly" }));
    expect(await screen.findByText(/^Yearly, /)).toBeVisible();
    expect(server.requestsTo("POST", "/api/billing/demo/portal/switch")[0]?.body).toEqual({ plan: "yearly" });
  });

  it("keeps the plan when the switch is not confirmed", async () => {
    const server = fakeApi().on("POST", "/api/functions/check-subscription", {
      status: 200,
      body: state("yearly", new Date(Date.now() + 200 * DAY)),
    });
    const { user } = renderWithApp(<DemoPortal />);
    await user.click(await screen.findByRole("button", { name: /Switch to the Monthly plan/ }));
    const dialog = await screen.findByRole("dialog", { name: "Switch to the Monthly plan?" });
    expect(within(dialog).getByText(/of credit is kept for your next invoices/)).toBeVisible();
    expect(within(dialog).getByText("$0.00")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.requestsTo("POST", "/api/billing/demo/portal/switch")).toHaveLength(0);
  });
});
