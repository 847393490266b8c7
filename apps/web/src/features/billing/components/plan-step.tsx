import { plans } from "@promptloom/contracts/plans";

import { IncludedFeatures } from "../../../components/plans/included-features.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import type { SubscriptionFlow } from "../use-subscription-flow.ts";
import { PlanOptions } from "./plan-options.tsx";

/** Step one: the plan, everything it includes, and the way on (checkout when signed in, else the account step). */
export function PlanStep({ flow }: { flow: SubscriptionFlow }) {
  const title = plans[flow.plan].title;
  return (
    <div className="space-y-6">
      <div className="space-y-1 pr-6">
        <DialogTitle className="text-2xl font-bold">Choose your plan</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          Cancel anytime. No setup fees. 24-hour money-back guarantee.
        </DialogDescription>
      </div>
      <PlanOptions value={flow.plan} onChange={flow.selectPlan} />
      <IncludedFeatures />
      <Button
        variant="gradient"
        size="lg"
        className="w-full"
        disabled={!flow.isReady}
        onClick={() => void flow.continueFromPlan()}
      >
        {flow.isSignedIn ? `Subscribe to ${title} Plan` : `Continue with ${title} Plan`}
      </Button>
    </div>
  );
}
