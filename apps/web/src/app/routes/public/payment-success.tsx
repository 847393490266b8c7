import { useSearchParams } from "react-router";

import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { useCheckoutReturned } from "../../../entities/checkout/checkout-flag.ts";
import { useSession } from "../../../entities/session/session.ts";
import {
  NothingToConfirm,
  PaidAsGuest,
  PaymentConfirmation,
} from "../../../features/billing/components/payment-confirmation.tsx";

/**
 * /payment-success: where the checkout returns after paying. A signed-in member waits for the
 * payment to be confirmed; a guest back from a checkout (it adds `session_id`) is thanked and sent
 * to their e-mail; anyone else is told there is nothing to confirm, without asking the server.
 */
export function Component() {
  useCheckoutReturned();
  const session = useSession();
  const [params] = useSearchParams();
  const isBackFromCheckout = params.has("session_id");
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      {session.isLoading ? (
        <Spinner label="Checking your payment" />
      ) : session.isSignedIn ? (
        <PaymentConfirmation destination={paths.dashboard} />
      ) : isBackFromCheckout ? (
        <PaidAsGuest />
      ) : (
        <NothingToConfirm />
      )}
    </section>
  );
}
