import { billingMessages } from "@promptloom/contracts/billing";
import { TriangleAlert } from "lucide-react";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSubscription } from "../api/check-subscription.ts";
import { openCustomerPortal } from "../open-customer-portal.ts";

/** While a renewal payment is failing the member keeps access, with this warning above every screen. */
export function PastDueBanner() {
  const { data } = useSubscription();
  if (data?.subscription?.status !== "past_due") return null;
  return (
    <Alert variant="destructive" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <TriangleAlert aria-hidden="true" className="size-4" />
      <AlertDescription className="flex-1">{billingMessages.pastDue}</AlertDescription>
      <Button size="sm" variant="outline" onClick={() => void openCustomerPortal()}>
        Update payment method
      </Button>
    </Alert>
  );
}
