import { authMessages, signInSchema, signUpSchema } from "@promptloom/contracts/auth";
import { billingMessages } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";

import { authClient } from "../../entities/session/auth-client.ts";
import { getSession } from "../../entities/session/get-session.ts";
import { ApiError } from "../../lib/api-client.ts";
import { pause } from "../../lib/pause.ts";
import { toastError } from "../../lib/toast.ts";
import { startCheckout } from "./api/start-checkout.ts";
import { startGuestCheckout } from "./api/start-guest-checkout.ts";
import { openCheckoutPage } from "./open-checkout-page.ts";
import { describeSignInError, describeSignUpError, isAlreadyRegistered } from "./subscription-errors.ts";

/** The spec's pause between a sign-in and the checkout it leads to. */
export const POST_AUTH_CHECKOUT_DELAY_MS = 500;

export type AuthMode = "sign-in" | "sign-up";
export type AccountFields = { email: string; fullName: string; password: string };

/** How an account-step submission ended. */
export type AuthOutcome =
  | { kind: "checkout-opened" }
  | { kind: "left" }
  | { kind: "failed"; message: string; switchTo?: AuthMode }
  | { kind: "reported" };

type AuthRequest = { fields: AccountFields; plan: PlanId; onSignedIn?: (() => void) | undefined };

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? authMessages.validation;
const opened = (url: string): AuthOutcome => {
  openCheckoutPage(url);
  return { kind: "checkout-opened" };
};

/**
 * Sign-up (which signs a new account in), then the guest checkout for the new account (spec §4).
 * The server answers a sign-up with a registered e-mail as it answers a new one and e-mails the
 * address's owner instead, but starts no session: no session afterwards means the e-mail already
 * has an account, and the visitor is asked to sign in (spec §8).
 */
export const signUpThenCheckout = async ({ fields, plan, onSignedIn }: AuthRequest): Promise<AuthOutcome> => {
  const parsed = signUpSchema.safeParse(fields);
  if (!parsed.success) return { kind: "failed", message: firstIssue(parsed.error) };
  let userId: string;
  try {
    userId = (await authClient.signUp(parsed.data)).user.id;
    if ((await getSession())?.user.id !== userId) {
      return { kind: "failed", message: billingMessages.alreadyRegistered, switchTo: "sign-in" };
    }
  } catch (failure) {
    const switchTo = isAlreadyRegistered(failure) ? "sign-in" : undefined;
    return { kind: "failed", message: describeSignUpError(failure), ...(switchTo ? { switchTo } : {}) };
  }
  onSignedIn?.();
  try {
    return opened(await startGuestCheckout(plan, { email: parsed.data.email, userId }));
  } catch {
    return { kind: "failed", message: billingMessages.checkoutAfterSignUpFailed };
  }
};

/**
 * Sign-in, then: a refunded account is signed out again, a paid one goes to `memberDestination`,
 * anyone else gets the checkout half a second later.
 */
export const signInThenCheckout = async ({
  fields,
  plan,
  onSignedIn,
  memberDestination,
}: AuthRequest & { memberDestination: string }): Promise<AuthOutcome> => {
  const parsed = signInSchema.safeParse(fields);
  if (!parsed.success) return { kind: "failed", message: firstIssue(parsed.error) };
  try {
    await authClient.signIn(parsed.data);
  } catch (failure) {
    return { kind: "failed", message: describeSignInError(failure) };
  }
  onSignedIn?.();
  const me = await getSession();
  if (me?.profile.refunded) {
    await authClient.signOut().catch(() => undefined);
    return { kind: "failed", message: authMessages.accountInactive };
  }
  if (me?.profile.isPaid) {
    window.location.assign(memberDestination);
    return { kind: "left" };
  }
  await pause(POST_AUTH_CHECKOUT_DELAY_MS);
  try {
    return opened(await startCheckout(plan));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 403) return { kind: "failed", message: failure.message };
    toastError(billingMessages.checkoutFailed);
    return { kind: "reported" };
  }
};
