import { paths } from "../../../config/paths.ts";
import { useCheckoutReturned } from "../../../entities/checkout/checkout-flag.ts";
import { PaymentConfirmation } from "../../../features/billing/components/payment-confirmation.tsx";

/** /payment-success: where the checkout returns after paying. */
export function Component() {
  useCheckoutReturned();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <PaymentConfirmation destination={paths.dashboard} />
    </section>
  );
}
