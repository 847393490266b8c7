import { CheckCircle2, MailCheck } from "lucide-react";
import { useEffect, useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { pause } from "../../../lib/pause.ts";
import { checkSubscription } from "../api/check-subscription.ts";
import { CheckoutResultActions } from "./checkout-result-actions.tsx";

const POLL_INTERVAL_MS = 2000;
const TIMEOUT_MS = 60_000;
/** Long enough to read "Payment confirmed" before the members area opens. */
const REDIRECT_DELAY_MS = 1200;

type Phase = "checking" | "confirmed" | "timed-out" | "signed-out";

/**
 * Waits for check-subscription to report the member paid (the webhook may take a moment), shows
 * how long it has waited, then opens the members area; after a minute it says what to do.
 */
export function PaymentConfirmation({ destination }: { destination: string }) {
  const [phase, setPhase] = useState<Phase>("checking");
  const [elapsed, setElapsed] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const poll = async () => {
      while (isCurrent && Date.now() - started < TIMEOUT_MS) {
        setElapsed(Date.now() - started);
        try {
          const state = await checkSubscription();
          if (state.isPaid && !state.refunded) {
            if (!isCurrent) return;
            setPhase("confirmed");
            redirect = setTimeout(() => window.location.assign(destination), REDIRECT_DELAY_MS);
            return;
          }
        } catch (error) {
          // Paid without an account: the account exists once the payment is fulfilled, and its
          // owner sets a password from the e-mail we send.
          if (error instanceof ApiError && error.status === 401) {
            if (isCurrent) setPhase("signed-out");
            return;
          }
        }
        await pause(POLL_INTERVAL_MS);
      }
      if (isCurrent) setPhase("timed-out");
    };
    void poll();
    return () => {
      isCurrent = false;
      clearTimeout(redirect);
    };
  }, [attempt, destination]);

  if (phase === "confirmed") {
    return (
      <div className="space-y-3" role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
        <h1 className="text-3xl font-bold">Payment confirmed</h1>
        <p className="text-muted-foreground">Welcome to Promptloom. Opening your members area…</p>
      </div>
    );
  }
  if (phase === "signed-out") return <PaidAsGuest />;
  if (phase === "timed-out") {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">Still confirming your payment</h1>
        <p className="text-muted-foreground">
          We have not received the confirmation from the payment provider yet. This usually takes seconds, but can take
          a few minutes. You have not been charged twice: check again in a moment, or contact support if it persists.
        </p>
        <CheckoutResultActions>
          <Button
            onClick={() => {
              setPhase("checking");
              setElapsed(0);
              setAttempt((value) => value + 1);
            }}
          >
            Check again
          </Button>
        </CheckoutResultActions>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Spinner className="size-10" label="Confirming your payment" />
      <h1 className="text-3xl font-bold">Confirming your payment…</h1>
      <p className="text-muted-foreground">This takes a few seconds. Please keep this page open.</p>
      <div
        role="progressbar"
        aria-label="Waiting for the payment confirmation"
        aria-valuemin={0}
        aria-valuemax={TIMEOUT_MS / 1000}
        aria-valuenow={Math.round(elapsed / 1000)}
        className="mx-auto h-2 w-full max-w-sm overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-[width] duration-1000"
          style={{ width: `${Math.min(100, (elapsed / TIMEOUT_MS) * 100)}%` }}
        />
      </div>
    </div>
  );
}

/** Back from a paid checkout without an account: the account is made from the payment's e-mail. */
export function PaidAsGuest() {
  return (
    <div className="space-y-3">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-success" />
      <h1 className="text-3xl font-bold">Thank you for subscribing</h1>
      <p className="text-muted-foreground">
        We are setting up your account. Check your e-mail for the link to set your password, then sign in.
      </p>
      <a href={paths.auth} className="font-medium text-primary-text hover:underline">
        Go to sign in
      </a>
    </div>
  );
}

/** /payment-success opened signed out and not back from a checkout: there is no payment to confirm. */
export function NothingToConfirm() {
  return (
    <div className="space-y-3">
      <h1 className="text-3xl font-bold">No payment to confirm</h1>
      <p className="text-muted-foreground">
        This page confirms a payment when you come back from the checkout. Sign in to see your subscription, or choose a
        plan to subscribe.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <a href={paths.auth}>Sign in</a>
        </Button>
        <Button asChild variant="outline">
          <a href={paths.subscribe}>See plans</a>
        </Button>
      </div>
    </div>
  );
}
