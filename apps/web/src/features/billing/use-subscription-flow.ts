import { authMessages, signInSchema, signUpSchema } from "@promptloom/contracts/auth";
import { billingMessages } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";
import { useEffect, useState } from "react";

import { ApiError } from "../../lib/api-client.ts";
import { authClient } from "../../lib/auth-client.ts";
import { clearCheckoutInProgress, markCheckoutInProgress } from "../../lib/checkout-flag.ts";
import { toast } from "../../lib/toast.ts";
import { billingApi } from "./api/billing-api.ts";
import { openCheckoutPage } from "./open-checkout-page.ts";
import {
  describeCheckoutError,
  describeSignInError,
  describeSignUpError,
  isAlreadyRegistered,
} from "./subscription-errors.ts";

/** The spec's pause between a sign-in and the checkout it leads to. */
export const POST_AUTH_CHECKOUT_DELAY_MS = 500;

export type Step = "plan" | "account";
export type AuthMode = "sign-in" | "sign-up";
export type AccountFields = { email: string; fullName: string; password: string };
type Viewer = { isSignedIn: boolean; isPaid: boolean; refunded: boolean };

export type FlowOptions = {
  open: boolean;
  initialPlan: PlanId;
  initialStep: Step;
  initialMode: AuthMode;
  /** Where a paid member goes instead of checkout. */
  memberDestination: string;
  /** Start the checkout as soon as the visitor is found signed in (back from Google sign-in). */
  resumeCheckout: boolean;
  close: () => void;
  onSignedIn?: () => void;
};

const emptyFields: AccountFields = { email: "", fullName: "", password: "" };
const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));
const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? authMessages.validation;

/** The subscription modal's state machine (spec §4 "Subscription modal"). */
export const useSubscriptionFlow = (options: FlowOptions) => {
  const { open, close } = options;
  const [step, setStep] = useState<Step>(options.initialStep);
  const [plan, setPlan] = useState<PlanId>(options.initialPlan);
  const [mode, setMode] = useState<AuthMode>(options.initialMode);
  const [fields, setFields] = useState<AccountFields>(emptyFields);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [googleEnabled, setGoogleEnabled] = useState(false);

  /** Starts the signed-in user's checkout; a 401 means the session is gone, so sign in first. */
  const startMemberCheckout = async (chosen: PlanId) => {
    markCheckoutInProgress();
    try {
      const url = await billingApi.startCheckout(chosen);
      if (openCheckoutPage(url)) close();
    } catch (failure) {
      clearCheckoutInProgress();
      if (failure instanceof ApiError && failure.status === 401) {
        window.location.assign(`/auth?next=${encodeURIComponent(`/subscribe?plan=${chosen}`)}`);
        return;
      }
      toast({ title: "Error", description: describeCheckoutError(failure), variant: "destructive" });
    }
  };

  // Opening resets the steps, plan, fields and error (adjusted while rendering, as React advises).
  const { initialPlan, initialStep, initialMode, memberDestination, resumeCheckout } = options;
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep(initialStep);
      setPlan(initialPlan);
      setMode(initialMode);
      setFields(emptyFields);
      setError(null);
      setLoading(false);
    }
  }

  // On opening, learn who is visiting: a paid member goes to the members area instead.
  useEffect(() => {
    if (!open) return;
    clearCheckoutInProgress();
    let isCurrent = true;
    void authClient
      .getConfig()
      .then((config) => isCurrent && setGoogleEnabled(config.googleEnabled))
      .catch(() => undefined);
    void authClient
      .getMe()
      .then(async (me) => {
        if (!isCurrent) return;
        const next = {
          isSignedIn: me !== null,
          isPaid: Boolean(me?.profile.isPaid),
          refunded: Boolean(me?.profile.refunded),
        };
        setViewer(next);
        if (next.isPaid && !next.refunded) window.location.assign(memberDestination);
        else if (next.isSignedIn && resumeCheckout) {
          await pause(POST_AUTH_CHECKOUT_DELAY_MS);
          await startMemberCheckout(initialPlan);
        }
      })
      .catch(() => isCurrent && setViewer({ isSignedIn: false, isPaid: false, refunded: false }));
    return () => {
      isCurrent = false;
    };
    // startMemberCheckout only closes over stable setters and props read at open time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialPlan, initialStep, initialMode, memberDestination, resumeCheckout]);

  const continueFromPlan = async () => {
    if (!viewer?.isSignedIn) {
      setStep("account");
      return;
    }
    close();
    await startMemberCheckout(plan);
  };

  /** On e-mail blur: an existing account signs in, anything else (a failed check too) signs up. */
  const checkEmail = async () => {
    const email = fields.email.trim();
    if (!email.includes("@")) return;
    setMode((await billingApi.userExists(email)) ? "sign-in" : "sign-up");
  };

  const fail = (message: string) => {
    setError(message);
    return false;
  };

  /** Returns whether a checkout page was opened. */
  const signUpAndCheckout = async (): Promise<boolean> => {
    const parsed = signUpSchema.safeParse(fields);
    if (!parsed.success) return fail(firstIssue(parsed.error));
    let userId: string;
    try {
      userId = (await authClient.signUp(parsed.data)).user.id;
    } catch (failure) {
      if (isAlreadyRegistered(failure)) setMode("sign-in");
      return fail(describeSignUpError(failure));
    }
    options.onSignedIn?.();
    try {
      const url = await billingApi.startGuestCheckout(plan, { email: parsed.data.email, userId });
      if (openCheckoutPage(url)) close();
      return true;
    } catch {
      return fail(billingMessages.checkoutAfterSignUpFailed);
    }
  };

  const signInAndCheckout = async (): Promise<boolean> => {
    const parsed = signInSchema.safeParse(fields);
    if (!parsed.success) return fail(firstIssue(parsed.error));
    try {
      await authClient.signIn(parsed.data);
    } catch (failure) {
      return fail(describeSignInError(failure));
    }
    options.onSignedIn?.();
    const me = await authClient.getMe();
    if (me?.profile.refunded) {
      await authClient.signOut().catch(() => undefined);
      return fail(authMessages.accountInactive);
    }
    if (me?.profile.isPaid) {
      window.location.assign(memberDestination);
      return false;
    }
    await pause(POST_AUTH_CHECKOUT_DELAY_MS);
    try {
      const url = await billingApi.startCheckout(plan);
      if (openCheckoutPage(url)) close();
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) return fail(failure.message);
      toast({ title: "Error", description: billingMessages.checkoutFailed, variant: "destructive" });
      return false;
    }
  };

  const submitAccount = async () => {
    setError(null);
    setLoading(true);
    markCheckoutInProgress();
    let opened = false;
    try {
      opened = await (mode === "sign-up" ? signUpAndCheckout() : signInAndCheckout());
    } catch {
      setError(billingMessages.generic);
    } finally {
      if (!opened) clearCheckoutInProgress();
      setLoading(false);
    }
  };

  const signInWithGoogle = async () => {
    markCheckoutInProgress();
    try {
      await authClient.signInWithGoogle(`/subscribe?plan=${plan}&checkout=1`);
    } catch (failure) {
      clearCheckoutInProgress();
      const description =
        failure instanceof ApiError && failure.status === 429 ? authMessages.tooManyGoogle : authMessages.googleFailed;
      toast({ title: "Error", description, variant: "destructive" });
    }
  };

  // Spec §5: Continue waits for an e-mail and a password, a name from new users, and any pending call.
  const canSubmit =
    !isLoading && fields.email !== "" && fields.password !== "" && (mode === "sign-in" || fields.fullName !== "");

  return {
    step,
    plan,
    mode,
    fields,
    error,
    isLoading,
    canSubmit,
    isSignedIn: viewer?.isSignedIn ?? false,
    googleEnabled,
    selectPlan: setPlan,
    setField: (field: keyof AccountFields, value: string) => setFields((current) => ({ ...current, [field]: value })),
    toggleMode: () => {
      setError(null);
      setMode((current) => (current === "sign-in" ? "sign-up" : "sign-in"));
    },
    backToPlans: () => {
      setError(null);
      setStep("plan");
    },
    continueFromPlan,
    checkEmail,
    submitAccount,
    signInWithGoogle,
  };
};

export type SubscriptionFlow = ReturnType<typeof useSubscriptionFlow>;
