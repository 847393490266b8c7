import { accessMessages } from "@promptloom/contracts/auth-messages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { NoAccess } from "./no-access.tsx";

const checkSubscription = "/api/functions/check-subscription";

describe("NoAccess", () => {
  it("tells a member whose subscription ended, and offers the same plan again", async () => {
    fakeApi().on("POST", checkSubscription, {
      status: 200,
      body: {
        isPaid: false,
        refunded: false,
        subscription: {
          provider: "demo",
          plan: "yearly",
          status: "canceled",
          currentPeriodEnd: "2026-11-20T12:00:00.000Z",
          cancelAtPeriodEnd: true,
        },
      },
    });
    renderWithApp(<NoAccess />);
    expect(await screen.findByRole("heading", { name: "Your access has ended" })).toBeVisible();
    expect(screen.getByText(/Your subscription ended on November 20, 2026/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Subscribe again" })).toHaveAttribute("href", "/subscribe?plan=yearly");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("tells a member who never subscribed that a subscription opens the members area", async () => {
    fakeApi().on("POST", checkSubscription, {
      status: 200,
      body: { isPaid: false, refunded: false, subscription: null },
    });
    renderWithApp(<NoAccess />);
    expect(await screen.findByRole("heading", { name: accessMessages.subscriptionRequired })).toBeVisible();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscribe");
  });
});
