import { DemoPortal } from "../../../features/billing/components/demo-portal.tsx";

/** /demo/portal, the demo payment provider's customer portal. */
export function Component() {
  return <DemoPortal />;
}
