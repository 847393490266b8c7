import type { SubscriptionState } from "@promptloom/contracts/billing";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { PaymentConfirmation } from "./payment-confirmation.tsx";

const unpaid: SubscriptionState = { isPaid: false, refunded: false, subscription: null };
const paid: SubscriptionState = {
  isPaid: true,
  refunded: false,
  subscription: {
    provider: "demo",
    plan: "monthly",
    status: "active",
    currentPeriodEnd: "2026-12-24T12:00:00.000Z",
    cancelAtPeriodEnd: false,
  },
};

const path = "/api/functions/check-subscription";

// The page polls every two seconds for a minute: the clock is faked, so waiting costs no real time.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const renderPage = () =>
  renderWithApp(<PaymentConfirmation destination="/app/dashboard" />, { path: "/payment-success" });

describe("PaymentConfirmation", () => {
  it("waits for the payment to be confirmed, then says so", async () => {
    let calls = 0;
    const server = fakeApi().on("POST", path, () => ({ status: 200, body: (calls += 1) < 3 ? unpaid : paid }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Confirming your payment…" })).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Waiting for the payment confirmation" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByRole("heading", { name: "Payment confirmed" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Opening your members area…");
    expect(server.requestsTo("POST", path)).toHaveLength(3);
  });

  it("tells a visitor who paid without an account to set a password from the e-mail", async () => {
    fakeApi().on("POST", path, apiError(401, "unauthorized", "Not signed in"));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Thank you for subscribing" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/auth");
  });

  it("says what to do after a minute without a confirmation, and checks again on request", async () => {
    let isConfirmed = false;
    fakeApi().on("POST", path, () => ({ status: 200, body: isConfirmed ? paid : unpaid }));
    const { user } = renderPage();
    await screen.findByRole("heading", { name: "Confirming your payment…" });
    await act(() => vi.advanceTimersByTimeAsync(62_000));
    expect(await screen.findByRole("heading", { name: "Still confirming your payment" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Contact support" })).toBeVisible();

    isConfirmed = true;
    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("heading", { name: "Payment confirmed" })).toBeVisible();
  });
});
