import { billingMessages, type Subscription, type SubscriptionState } from "@promptloom/contracts/billing";
import { formatPlanPrice, plans } from "@promptloom/contracts/plans";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { SubscriptionCard } from "./subscription-card.tsx";

const active: Subscription = {
  provider: "demo",
  plan: "yearly",
  status: "active",
  currentPeriodEnd: "2027-03-14T12:00:00.000Z",
  cancelAtPeriodEnd: false,
};

const state = (subscription: Subscription | null, isPaid = subscription !== null): SubscriptionState => ({
  isPaid,
  refunded: false,
  subscription,
});

const renderCard = (reply: Parameters<ReturnType<typeof fakeApi>["on"]>[2]) => {
  const server = fakeApi().on("POST", "/api/functions/check-subscription", reply);
  return { server, ...renderWithApp(<SubscriptionCard />, { path: "/app/account" }) };
};

const described = (term: string) => screen.getByText(term).nextElementSibling;

afterEach(() => vi.restoreAllMocks());

describe("SubscriptionCard", () => {
  it("announces that the subscription is loading", async () => {
    fakeApi().hang("POST", "/api/functions/check-subscription");
    renderWithApp(<SubscriptionCard />);
    expect(await screen.findByText("Loading your subscription")).toBeInTheDocument();
  });

  it("shows the plan, its status and when it renews", async () => {
    renderCard({ status: 200, body: state(active) });
    expect(await screen.findByText(`Yearly, ${formatPlanPrice(plans.yearly)}`)).toBeVisible();
    expect(described("Status")).toHaveTextContent("Active");
    expect(described("Billing")).toHaveTextContent("Renews on March 14, 2027");
  });

  it("says when a cancelled plan's access ends", async () => {
    renderCard({ status: 200, body: state({ ...active, cancelAtPeriodEnd: true }) });
    expect(await screen.findByText("Cancelled, access until period end")).toBeVisible();
    expect(described("Billing")).toHaveTextContent("Ends on March 14, 2027");
  });

  it("warns that the last payment did not go through", async () => {
    renderCard({ status: 200, body: state({ ...active, status: "past_due" }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(billingMessages.pastDue);
    expect(described("Status")).toHaveTextContent("Payment overdue");
  });

  it("says there is no subscription yet, with nothing to manage", async () => {
    renderCard({ status: 200, body: state(null, false) });
    expect(await screen.findByText("You have no subscription yet.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Manage subscription" })).toBeNull();
  });

  it("says so when access was granted without a subscription", async () => {
    renderCard({ status: 200, body: state(null, true) });
    expect(
      await screen.findByText("Your access was granted by Promptloom; there is no subscription to manage."),
    ).toBeVisible();
  });

  it("says something went wrong when the subscription cannot be read", async () => {
    renderCard(apiError(503, "service_unavailable", "The payment service is unavailable."));
    expect(await screen.findByText(billingMessages.generic)).toBeVisible();
  });

  it("opens subscription management in a new tab, or says it could not", async () => {
    const { server, user } = renderCard({ status: 200, body: state(active) });
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(tab);
    server.on("POST", "/api/functions/customer-portal", { status: 200, body: { url: "https://billing.example/p/1" } });
    await user.click(await screen.findByRole("button", { name: "Manage subscription" }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith("https://billing.example/p/1", "_blank"));
    expect(tab.opener).toBeNull();

    server.on("POST", "/api/functions/customer-portal", apiError(503, "service_unavailable", "Stripe is down."));
    await user.click(screen.getByRole("button", { name: "Manage subscription" }));
    expect(await screen.findByText(billingMessages.portalFailed)).toBeVisible();
  });
});
