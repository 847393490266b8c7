import { billingMessages } from "@promptloom/contracts/billing";
import { formatPlanPrice, formatUsd, plans } from "@promptloom/contracts/plans";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { finishDemoCheckout } from "../api/finish-demo-checkout.ts";
import { useDemoCheckout } from "../api/get-demo-checkout.ts";
import { DemoFrame } from "./demo-frame.tsx";

/** The demo provider's checkout page: Pay or Cancel, each leading where a Stripe checkout would. */
export function DemoCheckout({ checkoutId }: { checkoutId: string }) {
  const checkout = useDemoCheckout(checkoutId);
  const [pending, setPending] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const finish = async (action: "pay" | "cancel") => {
    setPending(action);
    setError(null);
    try {
      window.location.assign(await finishDemoCheckout(checkoutId, action));
    } catch {
      setError(billingMessages.generic);
      setPending(null);
    }
  };

  if (checkout.isPending) {
    return (
      <DemoFrame title="Checkout">
        <Spinner label="Loading the checkout" />
      </DemoFrame>
    );
  }
  if (!checkout.data || checkout.data.status === "expired") {
    return (
      <DemoFrame title="Checkout not available">
        <p className="text-muted-foreground">
          This checkout has expired or does not exist. Start again from the plans.
        </p>
        <Button asChild className="w-full">
          <a href={paths.subscribe}>Choose a plan</a>
        </Button>
      </DemoFrame>
    );
  }

  const plan = plans[checkout.data.plan];
  return (
    <DemoFrame title="Checkout">
      <dl className="space-y-3 rounded-lg border border-border p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">Promptloom {plan.title}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-medium">{formatPlanPrice(plan)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="truncate font-medium">{checkout.data.email}</dd>
        </div>
      </dl>
      <FormError message={error} />
      <div className="space-y-2">
        <Button
          variant="gradient"
          size="lg"
          className="w-full"
          disabled={pending !== null}
          onClick={() => void finish("pay")}
        >
          {pending === "pay" ? "Paying..." : `Pay ${formatUsd(plan.price)}`}
        </Button>
        <Button variant="outline" className="w-full" disabled={pending !== null} onClick={() => void finish("cancel")}>
          Cancel
        </Button>
      </div>
    </DemoFrame>
  );
}
