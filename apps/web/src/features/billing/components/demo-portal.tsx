import { isPaidStatus } from "@promptloom/contracts/billing";
import { formatPlanPrice, planIds, plans, type PlanId } from "@promptloom/contracts/plans";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { screens } from "../../../config/app-screens.ts";
import { authPath } from "../../../config/paths.ts";
import { useChangeDemoSubscription } from "../api/change-demo-subscription.ts";
import { useSubscription } from "../api/check-subscription.ts";
import { formatCents, prorate } from "../proration.ts";
import { describePeriod, statusLabels } from "../subscription-labels.ts";
import { DemoFrame } from "./demo-frame.tsx";

/** The demo provider's customer portal: cancel at period end, resume, or switch plan. */
export function DemoPortal() {
  const subscription = useSubscription();
  const change = useChangeDemoSubscription();
  const [isConfirmingSwitch, setConfirmingSwitch] = useState(false);

  if (subscription.isPending) {
    return (
      <DemoFrame title="Manage subscription">
        <Spinner label="Loading your subscription" />
      </DemoFrame>
    );
  }
  const current = subscription.data?.subscription;
  if (!current || !isPaidStatus(current.status)) {
    return (
      <DemoFrame title="Manage subscription">
        <p className="text-muted-foreground">
          {subscription.isError ? "Sign in to manage your subscription." : "You have no active subscription."}
        </p>
        <Button asChild className="w-full">
          <a href={subscription.isError ? authPath("/demo/portal") : screens.account.path}>Back to Promptloom</a>
        </Button>
      </DemoFrame>
    );
  }

  const plan = current.plan ? plans[current.plan] : null;
  const other = plans[planIds.find((id) => id !== current.plan) ?? "yearly"];
  return (
    <DemoFrame title="Manage subscription">
      <dl className="space-y-3 rounded-lg border border-border p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">{plan ? `${plan.title}, ${formatPlanPrice(plan)}` : "Unknown"}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Status</dt>
          <dd className="font-medium">{statusLabels[current.status]}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Billing</dt>
          <dd className="font-medium">{describePeriod(current)}</dd>
        </div>
      </dl>
      <div className="space-y-2">
        {current.cancelAtPeriodEnd ? (
          <Button className="w-full" disabled={change.isPending} onClick={() => change.mutate("resume")}>
            Resume subscription
          </Button>
        ) : (
          <Button
            variant="destructive"
            className="w-full"
            disabled={change.isPending}
            onClick={() => change.mutate("cancel")}
          >
            Cancel subscription
          </Button>
        )}
        <Button
          variant="outline"
          className="w-full"
          disabled={change.isPending}
          onClick={() => setConfirmingSwitch(true)}
        >
          Switch to the {other.title} plan ({formatPlanPrice(other)})
        </Button>
        {current.plan && current.currentPeriodEnd ? (
          <ConfirmDialog
            open={isConfirmingSwitch}
            onOpenChange={setConfirmingSwitch}
            title={`Switch to the ${other.title} plan?`}
            description={`Your new ${other.period}ly period starts today. The unused time of your ${plans[current.plan].title} plan is credited.`}
            confirmLabel={`Switch to ${other.title}`}
            pendingLabel="Switching..."
            variant="default"
            onConfirm={() => change.mutateAsync({ switchTo: other.id })}
          >
            <SwitchSummary from={current.plan} to={other.id} periodEnd={new Date(current.currentPeriodEnd)} />
          </ConfirmDialog>
        ) : null}
        <Button asChild variant="ghost" className="w-full">
          <a href={screens.account.path}>Back to Promptloom</a>
        </Button>
      </div>
    </DemoFrame>
  );
}

/** The proration of a switch, as Stripe's portal lists it before the member confirms. */
function SwitchSummary(props: { from: PlanId; to: PlanId; periodEnd: Date }) {
  const proration = prorate({ ...props, now: new Date() });
  return (
    <dl aria-label="Amount due" className="space-y-2 rounded-lg border border-border p-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt>{plans[props.to].title} plan</dt>
        <dd className="tabular-nums">{formatCents(proration.newPlanCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>Unused time on {plans[props.from].title}</dt>
        <dd className="tabular-nums">−{formatCents(proration.creditCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-border pt-2 font-medium">
        <dt>Due today</dt>
        <dd className="tabular-nums">{formatCents(proration.dueTodayCents)}</dd>
      </div>
      {proration.remainingCreditCents > 0 ? (
        <p className="text-muted-foreground">
          {formatCents(proration.remainingCreditCents)} of credit is kept for your next invoices.
        </p>
      ) : null}
    </dl>
  );
}
