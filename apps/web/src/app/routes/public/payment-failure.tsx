import { XCircle } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useCheckoutReturned } from "../../../entities/checkout/checkout-flag.ts";
import { CheckoutResultActions } from "../../../features/billing/components/checkout-result-actions.tsx";

/** /payment-failure: where a cancelled or failed checkout returns. */
export function Component() {
  useCheckoutReturned();
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <XCircle aria-hidden="true" className="mx-auto size-12 text-error" />
      <h1 className="text-3xl font-bold">Payment not completed</h1>
      <p className="text-muted-foreground">
        The checkout was cancelled or the payment did not go through, so you have not been charged. You can try again
        with the same or another plan.
      </p>
      <CheckoutResultActions>
        <Button asChild variant="gradient">
          <a href={paths.subscribe}>Try again</a>
        </Button>
      </CheckoutResultActions>
    </section>
  );
}
