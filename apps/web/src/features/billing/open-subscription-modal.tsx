import type { PlanId } from "@promptloom/contracts/plans";
import { StrictMode, useState } from "react";
import { createRoot, type Root } from "react-dom/client";

import { Toaster } from "../../components/ui/toaster.tsx";
import { SubscriptionModal } from "./components/subscription-modal.tsx";

function SiteSubscriptionModal({ initialPlan }: { initialPlan: PlanId | undefined }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <SubscriptionModal open={open} onOpenChange={setOpen} initialPlan={initialPlan} />
      <Toaster />
    </>
  );
}

let root: Root | null = null;
let opened = 0;

/**
 * Opens the subscription modal over a marketing page. The page loads this module on the first
 * click on a subscribe link, so the modal costs the page nothing until then.
 */
export const openSubscriptionModal = (plan?: PlanId) => {
  if (!root) {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container, { identifierPrefix: "subscribe-" });
  }
  opened += 1;
  // A new key opens a fresh modal each time, with the plan of the link that was clicked.
  root.render(
    <StrictMode>
      <SiteSubscriptionModal key={opened} initialPlan={plan} />
    </StrictMode>,
  );
};
