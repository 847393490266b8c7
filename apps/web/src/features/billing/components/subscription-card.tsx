import { billingMessages, isPaidStatus } from "@promptloom/contracts/billing";
import { formatPlanPrice, plans } from "@promptloom/contracts/plans";
import { ExternalLink } from "lucide-react";
import { useState } from "react";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useSubscription } from "../api/check-subscription.ts";
import { openCustomerPortal } from "../open-customer-portal.ts";
import { describePeriod, statusLabels } from "../subscription-labels.ts";

/** The account screen's plan, status, renewal or end date, and the way to manage billing. */
export function SubscriptionCard() {
  const { data, isPending, isError } = useSubscription();
  const [isOpening, setOpening] = useState(false);
  const subscription = data?.subscription ?? null;
  const plan = subscription?.plan ? plans[subscription.plan] : null;

  const manage = async () => {
    setOpening(true);
    await openCustomerPortal();
    setOpening(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscription</CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? <Spinner label="Loading your subscription" /> : null}
        {isError ? <p className="text-sm text-muted-foreground">{billingMessages.generic}</p> : null}
        {data && !subscription ? (
          <p className="text-sm text-muted-foreground">
            {data.isPaid
              ? "Your access was granted by Promptloom; there is no subscription to manage."
              : "You have no subscription yet."}
          </p>
        ) : null}
        {subscription ? (
          <>
            {subscription.status === "past_due" ? (
              <Alert variant="destructive">
                <AlertDescription>{billingMessages.pastDue}</AlertDescription>
              </Alert>
            ) : null}
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Plan</dt>
                <dd className="font-medium">{plan ? `${plan.title}, ${formatPlanPrice(plan)}` : "Promptloom"}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Status</dt>
                <dd className="font-medium">
                  {subscription.cancelAtPeriodEnd && isPaidStatus(subscription.status)
                    ? "Cancelled, access until period end"
                    : statusLabels[subscription.status]}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Billing</dt>
                <dd className="font-medium">{describePeriod(subscription) ?? "—"}</dd>
              </div>
            </dl>
            <Button variant="outline" disabled={isOpening} onClick={() => void manage()}>
              Manage subscription
              <ExternalLink aria-hidden="true" />
            </Button>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
