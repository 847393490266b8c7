import type { PlanId } from "@promptloom/contracts/plans";

import type { AuthMode } from "./checkout-after-auth.ts";

export type Step = "plan" | "account";

/** The modal's own state; who is visiting comes from the session query, not from here. */
export type FlowState = { step: Step; plan: PlanId; mode: AuthMode; error: string | null };

export type FlowAction =
  | { type: "select-plan"; plan: PlanId }
  | { type: "continue-to-account" }
  | { type: "back-to-plans" }
  | { type: "toggle-mode" }
  | { type: "email-checked"; exists: boolean }
  | { type: "submit" }
  | { type: "failed"; message: string; switchTo?: AuthMode | undefined };

/** Spec §4 "Subscription modal": plan ⇄ account, sign-up ⇄ sign-in, and what a failure says. */
export const subscriptionFlowReducer = (state: FlowState, action: FlowAction): FlowState => {
  switch (action.type) {
    case "select-plan":
      return { ...state, plan: action.plan };
    case "continue-to-account":
      return { ...state, step: "account" };
    case "back-to-plans":
      return { ...state, step: "plan", error: null };
    case "toggle-mode":
      return { ...state, mode: state.mode === "sign-in" ? "sign-up" : "sign-in", error: null };
    case "email-checked":
      return { ...state, mode: action.exists ? "sign-in" : "sign-up" };
    case "submit":
      return { ...state, error: null };
    case "failed":
      return { ...state, error: action.message, mode: action.switchTo ?? state.mode };
  }
};
