import { useParams } from "react-router";

import { DemoCheckout } from "../../../features/billing/components/demo-checkout.tsx";

/** /demo/checkout/:id, the demo payment provider's checkout page. */
export function Component() {
  return <DemoCheckout checkoutId={useParams().id ?? ""} />;
}
