import type { PlanId } from "@promptloom/contracts/plans";

import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { paths } from "../../../config/paths.ts";
import { clearCheckoutInProgress } from "../../../entities/checkout/checkout-flag.ts";
import { useSubscriptionFlow, type AuthMode, type Step } from "../use-subscription-flow.ts";
import { AccountStep } from "./account-step.tsx";
import { PlanStep } from "./plan-step.tsx";

export type SubscriptionModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialPlan?: PlanId;
  initialStep?: Step;
  initialMode?: AuthMode;
  memberDestination?: string;
  resumeCheckout?: boolean;
  onSignedIn?: () => void;
};

/**
 * The subscription modal: plan choice, then sign-up or sign-in, then checkout. It talks to the
 * API directly (no router, no query cache) so the marketing pages can open it too.
 */
export function SubscriptionModal({
  open,
  onOpenChange,
  initialPlan = "yearly",
  initialStep = "plan",
  initialMode = "sign-up",
  memberDestination = paths.dashboard,
  resumeCheckout = false,
  onSignedIn,
}: SubscriptionModalProps) {
  const setOpen = (next: boolean) => {
    clearCheckoutInProgress();
    onOpenChange(next);
  };
  const flow = useSubscriptionFlow({
    open,
    initialPlan,
    initialStep,
    initialMode,
    memberDestination,
    resumeCheckout,
    close: () => setOpen(false),
    onSignedIn,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-2xl rounded-2xl bg-card p-5 text-card-foreground sm:p-8">
        {flow.step === "plan" ? <PlanStep flow={flow} /> : <AccountStep flow={flow} />}
      </DialogContent>
    </Dialog>
  );
}
