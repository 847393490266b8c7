import { billingMessages } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";

import { authPath, subscribePath } from "../../config/paths.ts";
import { clearCheckoutInProgress, markCheckoutInProgress } from "../../entities/checkout/checkout-flag.ts";
import { describeSession } from "../../entities/session/get-session.ts";
import { startGoogleSignIn } from "../../entities/session/google-sign-in.ts";
import { authConfigQueryOptions, sessionQueryOptions } from "../../entities/session/session.ts";
import { ApiError } from "../../lib/api-client.ts";
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
import { subscriptionFlowReducer, type Step } from "./subscription-flow-state.ts";

export type { AccountFields, AuthMode, Step };

export type FlowOptions = {
  initialPlan: PlanId;
  initialStep: Step;
  initialMode: AuthMode;
  /** Where a paid member goes instead of checkout. */
  memberDestination: string;
  /** Start the checkout as soon as the visitor is found signed in (back from Google sign-in). */
  resumeCheckout: boolean;
  close: () => void;
  onSignedIn?: (() => void) | undefined;
};

/**
 * The subscription modal's state machine (spec §4 "Subscription modal"): a reducer for the steps,
 * the session and sign-in configuration as queries, the checkout as a mutation. It lives as long
 * as the open modal, so every opening starts afresh.
 */
export const useSubscriptionFlow = (options: FlowOptions) => {
  const { close, memberDestination, onSignedIn } = options;
  const [state, dispatch] = useReducer(subscriptionFlowReducer, {
    step: options.initialStep,
    plan: options.initialPlan,
    mode: options.initialMode,
    error: null,
  });
  // Read afresh on every opening; a failed read counts as signed out (the visitor can still sign up).
  const session = useQuery({ ...sessionQueryOptions, staleTime: 0, retry: false });
  const config = useQuery(authConfigQueryOptions);
  const viewer = session.isPending ? null : describeSession(session.data ?? null);

  /** The signed-in user's checkout; a 401 means the session is gone, so sign in first. */
  const checkout = useMutation({
    mutationFn: startCheckout,
    retry: false,
    onMutate: markCheckoutInProgress,
    onSuccess: openCheckoutPage,
    onError: (failure, plan) => {
      clearCheckoutInProgress();
      if (failure instanceof ApiError && failure.status === 401) window.location.assign(authPath(subscribePath(plan)));
      else toastError(describeCheckoutError(failure));
    },
  });

  // Opening clears a flag left by an earlier attempt.
  useEffect(() => clearCheckoutInProgress(), []);

  // Once the visitor is known: a paid member goes to the members area; one back from Google sign-in
  // gets the checkout they chose before leaving.
  const isPaid = viewer?.isPaid ?? false;
  const shouldResume = options.resumeCheckout && Boolean(viewer?.isSignedIn) && !isPaid;
  const hasResumed = useRef(false);
  const { mutate: startMemberCheckout } = checkout;
  const resumePlan = options.initialPlan;
  useEffect(() => {
    if (isPaid) window.location.assign(memberDestination);
    if (!shouldResume || hasResumed.current) return;
    hasResumed.current = true;
    void pause(POST_AUTH_CHECKOUT_DELAY_MS).then(() => startMemberCheckout(resumePlan));
  }, [isPaid, shouldResume, memberDestination, startMemberCheckout, resumePlan]);

  const account = useMutation({
    retry: false,
    mutationFn: async (fields: AccountFields): Promise<AuthOutcome> => {
      markCheckoutInProgress();
      const request = { fields, plan: state.plan, onSignedIn };
      try {
        return await (state.mode === "sign-up"
          ? signUpThenCheckout(request)
          : signInThenCheckout({ ...request, memberDestination }));
      } catch {
        return { kind: "failed", message: billingMessages.generic };
      }
    },
    onMutate: () => dispatch({ type: "submit" }),
    onSuccess: (outcome) => {
      if (outcome.kind !== "checkout-opened") clearCheckoutInProgress();
      if (outcome.kind === "failed") dispatch({ type: "failed", message: outcome.message, switchTo: outcome.switchTo });
    },
  });

  return {
    ...state,
    isSignedIn: viewer?.isSignedIn ?? false,
    /** Whether the visitor's session is known (the plan step's button depends on it). */
    isReady: viewer !== null,
    googleEnabled: config.data?.googleEnabled ?? false,
    isSubmitting: account.isPending,
    selectPlan: (plan: PlanId) => dispatch({ type: "select-plan", plan }),
    toggleMode: () => dispatch({ type: "toggle-mode" }),
    backToPlans: () => dispatch({ type: "back-to-plans" }),
    continueFromPlan: () => {
      if (!viewer?.isSignedIn) return dispatch({ type: "continue-to-account" });
      close();
      checkout.mutate(state.plan);
    },
    /** On e-mail blur: an existing account signs in, anything else (a failed check too) signs up. */
    checkEmail: async (email: string) => {
      if (!email.trim().includes("@")) return;
      dispatch({ type: "email-checked", exists: await checkUserExists(email) });
    },
    submitAccount: (fields: AccountFields) => account.mutateAsync(fields),
    signInWithGoogle: async () => {
      markCheckoutInProgress();
      if (!(await startGoogleSignIn(`${subscribePath(state.plan)}&checkout=1`))) clearCheckoutInProgress();
    },
  };
};

export type SubscriptionFlow = ReturnType<typeof useSubscriptionFlow>;
