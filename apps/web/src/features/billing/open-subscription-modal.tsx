import type { PlanId } from "@promptloom/contracts/plans";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useState } from "react";
import { createRoot, type Root } from "react-dom/client";

import { Toaster } from "../../components/ui/toaster.tsx";
import { createQueryClient } from "../../lib/query-client.ts";
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
const queryClient = createQueryClient();
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
      <QueryClientProvider client={queryClient}>
        <SiteSubscriptionModal key={opened} initialPlan={plan} />
      </QueryClientProvider>
    </StrictMode>,
  );
};
