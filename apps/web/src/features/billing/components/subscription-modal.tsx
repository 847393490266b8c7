import type { PlanId } from "@promptloom/contracts/plans";

import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { paths } from "../../../config/paths.ts";
import { clearCheckoutInProgress } from "../../../entities/checkout/checkout-flag.ts";
import { useSubscriptionFlow, type AuthMode, type FlowOptions, type Step } from "../use-subscription-flow.ts";
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

type FlowStepsProps = Omit<FlowOptions, "close"> & { close: () => void };

/** The open modal's content; mounted while it is open, so each opening starts afresh. */
function FlowSteps(props: FlowStepsProps) {
  const flow = useSubscriptionFlow(props);
  return flow.step === "plan" ? <PlanStep flow={flow} /> : <AccountStep flow={flow} />;
}

/**
 * The subscription modal: plan choice, then sign-up or sign-in, then checkout. It needs no router,
 * so the marketing pages can open it too (with a data cache of their own).
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
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-2xl rounded-2xl bg-card p-5 text-card-foreground sm:p-8">
        <FlowSteps
          initialPlan={initialPlan}
          initialStep={initialStep}
          initialMode={initialMode}
          memberDestination={memberDestination}
          resumeCheckout={resumeCheckout}
          close={() => setOpen(false)}
          onSignedIn={onSignedIn}
        />
      </DialogContent>
    </Dialog>
  );
}
