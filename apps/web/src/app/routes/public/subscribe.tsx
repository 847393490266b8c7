import { safeNextPath } from "@promptloom/contracts/auth";
import { planIds } from "@promptloom/contracts/plans";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";

import { Button } from "../../../components/ui/button.tsx";
import { sessionQueryKey } from "../../../entities/session/session.ts";
import { SubscriptionModal } from "../../../features/billing/components/subscription-modal.tsx";

/**
 * /subscribe/*: the subscription modal as a page. `?plan=yearly|monthly` picks the plan;
 * /subscribe/create-account (the sign-in page's sign-up link, with `next`) opens the account
 * step in sign-up mode; `?checkout=1` resumes the checkout after Google sign-in.
 */
export function Component() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  // Read once: back from Google sign-in the checkout resumes a single time, not on every reopening.
  const [resumeCheckout, setResumeCheckout] = useState(() => searchParams.get("checkout") === "1");
  const isCreateAccount = params["*"] === "create-account";
  const plan = planIds.find((id) => id === searchParams.get("plan"));

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Get instant access</h1>
      <p className="text-muted-foreground">Every Promptloom tool, one subscription. Cancel anytime.</p>
      <Button variant="gradient" size="lg" onClick={() => setOpen(true)}>
        Choose a plan
      </Button>
      <SubscriptionModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setResumeCheckout(false);
        }}
        initialPlan={plan}
        initialStep={isCreateAccount ? "account" : "plan"}
        initialMode="sign-up"
        memberDestination={safeNextPath(searchParams.get("next"))}
        resumeCheckout={resumeCheckout}
        onSignedIn={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
      />
    </section>
  );
}
