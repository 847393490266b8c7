import { billingMessages } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";
import { useEffect, useState } from "react";

import { authPath, subscribePath } from "../../config/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import { authClient } from "../../entities/session/auth-client.ts";
import { getSession } from "../../entities/session/get-session.ts";
import { clearCheckoutInProgress, markCheckoutInProgress } from "../../entities/checkout/checkout-flag.ts";
import { startGoogleSignIn } from "../../entities/session/google-sign-in.ts";
import { pause } from "../../lib/pause.ts";
import { toastError } from "../../lib/toast.ts";
import { checkUserExists } from "./api/check-user-exists.ts";
import { startCheckout } from "./api/start-checkout.ts";
import {
  POST_AUTH_CHECKOUT_DELAY_MS,
  signInThenCheckout,
  signUpThenCheckout,
  type AccountFields,
  type AuthMode,
  type AuthOutcome,
} from "./checkout-after-auth.ts";
import { openCheckoutPage } from "./open-checkout-page.ts";
import { describeCheckoutError } from "./subscription-errors.ts";

export type Step = "plan" | "account";
export type { AccountFields, AuthMode };
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
      const url = await startCheckout(chosen);
      if (openCheckoutPage(url)) close();
    } catch (failure) {
      clearCheckoutInProgress();
      if (failure instanceof ApiError && failure.status === 401) {
        window.location.assign(authPath(subscribePath(chosen)));
        return;
      }
      toastError(describeCheckoutError(failure));
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
    void getSession()
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
    setMode((await checkUserExists(email)) ? "sign-in" : "sign-up");
  };

  const submitAccount = async () => {
    setError(null);
    setLoading(true);
    markCheckoutInProgress();
    const request = { fields, plan, onSignedIn: options.onSignedIn };
    let outcome: AuthOutcome;
    try {
      outcome = await (mode === "sign-up"
        ? signUpThenCheckout(request)
        : signInThenCheckout({ ...request, memberDestination }));
    } catch {
      outcome = { kind: "failed", message: billingMessages.generic };
    }
    if (outcome.kind !== "checkout-opened") clearCheckoutInProgress();
    if (outcome.kind === "failed") {
      setError(outcome.message);
      if (outcome.switchTo) setMode(outcome.switchTo);
    }
    setLoading(false);
    if (outcome.kind === "checkout-opened" && outcome.pageStays) close();
  };

  const signInWithGoogle = async () => {
    markCheckoutInProgress();
    if (!(await startGoogleSignIn(`${subscribePath(plan)}&checkout=1`))) clearCheckoutInProgress();
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
    /** Whether the visitor's session is known (the plan step's button depends on it). */
    isReady: viewer !== null,
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
