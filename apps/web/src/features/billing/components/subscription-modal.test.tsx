import { billingMessages } from "@promptloom/contracts/billing";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { apiError, fakeApi, type FakeReply } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { SubscriptionModal } from "./subscription-modal.tsx";

const desktop = (query: string) => ({
  matches: false,
  media: query,
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
});

beforeEach(() => {
  window.matchMedia = vi.fn(desktop) as unknown as typeof window.matchMedia;
});
afterEach(() => sessionStorage.clear());

/**
 * Waits until the checkout page was opened: the checkout flag is cleared a second after that
 * (open-checkout-page.ts), whichever way it opened.
 */
const checkoutOpened = () =>
  vi.waitFor(() => expect(sessionStorage.getItem("checkoutInProgress")).toBeNull(), { timeout: 3000 });

const newMember = {
  user: { id: "u1", email: "robin@example.test", name: "Robin Example" },
  profile: { id: "u1", fullName: "Robin Example", isAdmin: false, isPaid: false, refunded: false },
};

/** A signed-out visitor with the modal open on the plan step. */
const openModal = () => {
  const server = fakeApi()
    .on("GET", "/api/session", { status: 200, body: null })
    .on("GET", "/api/config", { status: 200, body: { googleEnabled: false } })
    .on("POST", "/api/functions/check-user-exists", { status: 200, body: { exists: false } });
  const view = renderWithApp(<SubscriptionModal open onOpenChange={vi.fn()} />);
  return { server, ...view, dialog: () => within(screen.getByRole("dialog")) };
};

/** A signed-in member without a subscription, the modal open; `checkout` answers their yearly checkout. */
const openAsMember = (checkout: FakeReply) => {
  const server = fakeApi()
    .on("GET", "/api/session", {
      status: 200,
      body: {
        user: { id: "u1", email: "robin@example.test", name: "Robin" },
        profile: { id: "u1", fullName: "Robin", isAdmin: false, isPaid: false, refunded: false },
      },
    })
    .on("GET", "/api/config", { status: 200, body: { googleEnabled: false } })
    .on("POST", "/api/functions/create-yearly-checkout", checkout);
  const onOpenChange = vi.fn();
  return { server, onOpenChange, ...renderWithApp(<SubscriptionModal open onOpenChange={onOpenChange} />) };
};

const toAccountStep = async ({ user, dialog }: ReturnType<typeof openModal>) => {
  await user.click(await dialog().findByRole("button", { name: "Continue with Yearly Plan" }));
  expect(dialog().getByRole("heading", { name: "Create your account" })).toBeVisible();
};

describe("SubscriptionModal", () => {
  it("waits for an e-mail, a name and a password before it continues", async () => {
    const modal = openModal();
    await toAccountStep(modal);
    const submit = modal.dialog().getByRole("button", { name: "Create account and continue" });
    expect(submit).toBeDisabled();
    await modal.user.type(modal.dialog().getByLabelText("Email"), "robin@example.test");
    await modal.user.type(modal.dialog().getByLabelText("Password"), "secret-password");
    expect(submit).toBeDisabled();
    await modal.user.type(modal.dialog().getByLabelText("Full name"), "Robin Example");
    expect(submit).toBeEnabled();
  });

  it("refuses a short password with the spec's message and creates nothing", async () => {
    const modal = openModal();
    await toAccountStep(modal);
    await modal.user.type(modal.dialog().getByLabelText("Email"), "robin@example.test");
    await modal.user.type(modal.dialog().getByLabelText("Full name"), "Robin Example");
    await modal.user.type(modal.dialog().getByLabelText("Password"), "short");
    await modal.user.click(modal.dialog().getByRole("button", { name: "Create account and continue" }));
    expect(await modal.dialog().findByText("Password must be at least 6 characters long.")).toBeVisible();
    expect(modal.server.requestsTo("POST", "/api/auth/sign-up/email")).toEqual([]);
  });

  it("switches to sign-in when the e-mail already has an account", async () => {
    const modal = openModal();
    modal.server.on("POST", "/api/functions/check-user-exists", { status: 200, body: { exists: true } });
    await toAccountStep(modal);
    await modal.user.type(modal.dialog().getByLabelText("Email"), "Robin@Example.test");
    await modal.user.tab();
    expect(await modal.dialog().findByRole("heading", { name: "Sign in to continue" })).toBeVisible();
    expect(modal.server.requestsTo("POST", "/api/functions/check-user-exists").map((request) => request.body)).toEqual([
      { email: "robin@example.test" },
    ]);
  });

  it("says so when the password is wrong", async () => {
    const modal = openModal();
    modal.server
      .on("POST", "/api/functions/check-user-exists", { status: 200, body: { exists: true } })
      .on("POST", "/api/auth/sign-in/email", apiError(401, "unauthorized", "Invalid email or password"));
    await toAccountStep(modal);
    await modal.user.click(modal.dialog().getByRole("button", { name: "Already have an account? Sign in" }));
    await modal.user.type(modal.dialog().getByLabelText("Email"), "robin@example.test");
    await modal.user.type(modal.dialog().getByLabelText("Password"), "wrong-password");
    await modal.user.click(modal.dialog().getByRole("button", { name: "Sign in and continue" }));
    expect(
      await modal.dialog().findByText("Invalid email or password. Please check your credentials and try again."),
    ).toBeVisible();
  });

  it("creates the account, then opens the new account's checkout in this window, not a new tab", async () => {
    const modal = openModal();
    const open = vi.spyOn(window, "open").mockReturnValue({ opener: window } as unknown as Window);
    let isSignedIn = false;
    modal.server
      .on("POST", "/api/auth/sign-up/email", () => {
        isSignedIn = true;
        return { status: 200, body: { user: { id: "u1" } } };
      })
      .on("GET", "/api/session", () => ({ status: 200, body: isSignedIn ? newMember : null }))
      .on("POST", "/api/functions/create-yearly-checkout-guest", {
        status: 200,
        body: { url: "https://checkout.example.test/c/1" },
      });
    await toAccountStep(modal);
    await modal.user.type(modal.dialog().getByLabelText("Email"), "robin@example.test");
    await modal.user.type(modal.dialog().getByLabelText("Full name"), "Robin Example");
    await modal.user.type(modal.dialog().getByLabelText("Password"), "secret-password");
    await modal.user.click(modal.dialog().getByRole("button", { name: "Create account and continue" }));
    await vi.waitFor(() =>
      expect(modal.server.requestsTo("POST", "/api/functions/create-yearly-checkout-guest")).toHaveLength(1),
    );
    await checkoutOpened();
    expect(open).not.toHaveBeenCalled();
    expect(modal.server.requestsTo("POST", "/api/auth/sign-up/email").map((request) => request.body)).toEqual([
      {
        email: "robin@example.test",
        password: "secret-password",
        name: "Robin Example",
        callbackURL: "/app/dashboard",
      },
    ]);
    expect(
      modal.server.requestsTo("POST", "/api/functions/create-yearly-checkout-guest").map((request) => request.body),
    ).toEqual([{ email: "robin@example.test", userId: "u1" }]);
  });
});

describe("SubscriptionModal: an e-mail that already has an account", () => {
  it("asks the visitor to sign in when the sign-up answered like a new one but started no session", async () => {
    const modal = openModal();
    // The server's answer for a registered e-mail: shaped like a new account's, no session.
    modal.server.on("POST", "/api/auth/sign-up/email", { status: 200, body: { user: { id: "not-created" } } });
    await toAccountStep(modal);
    await modal.user.type(modal.dialog().getByLabelText("Email"), "robin@example.test");
    await modal.user.type(modal.dialog().getByLabelText("Full name"), "Robin Example");
    await modal.user.type(modal.dialog().getByLabelText("Password"), "secret-password");
    await modal.user.click(modal.dialog().getByRole("button", { name: "Create account and continue" }));
    expect(await modal.dialog().findByText(billingMessages.alreadyRegistered)).toBeVisible();
    expect(modal.dialog().getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
    expect(modal.server.requestsTo("POST", "/api/functions/create-yearly-checkout-guest")).toEqual([]);
  });
});

describe("SubscriptionModal: the plan step", () => {
  it("lets a visitor change the plan and come back from the account step", async () => {
    const modal = openModal();
    await modal.user.click(await modal.dialog().findByRole("radio", { name: /Monthly/ }));
    await modal.user.click(modal.dialog().getByRole("button", { name: "Continue with Monthly Plan" }));
    expect(modal.dialog().getByRole("heading", { name: "Create your account" })).toBeVisible();
    await modal.user.click(modal.dialog().getByRole("button", { name: "Back to plans" }));
    expect(modal.dialog().getByRole("radio", { name: /Monthly/ })).toBeChecked();
  });

  it("sends a signed-in member straight to the chosen plan's checkout in this window", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue({ opener: window } as unknown as Window);
    const { server, onOpenChange, user } = openAsMember({
      status: 200,
      body: { url: "https://checkout.example.test/c/2" },
    });
    await user.click(
      await within(screen.getByRole("dialog")).findByRole("button", { name: "Subscribe to Yearly Plan" }),
    );
    await vi.waitFor(() => expect(server.requestsTo("POST", "/api/functions/create-yearly-checkout")).toHaveLength(1));
    await checkoutOpened();
    expect(open).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(server.requestsTo("POST", "/api/functions/create-yearly-checkout")).toHaveLength(1);
  });

  it("says why a signed-in member's checkout could not start", async () => {
    const { user } = openAsMember(apiError(503, "service_unavailable", "Payments are down."));
    await user.click(
      await within(screen.getByRole("dialog")).findByRole("button", { name: "Subscribe to Yearly Plan" }),
    );
    // The provider's own words stay in the server log; the member reads the spec's message.
    expect(await screen.findByText(billingMessages.checkoutFailed)).toBeVisible();
  });
});
