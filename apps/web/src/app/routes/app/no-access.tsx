import { accessMessages } from "@promptloom/contracts/auth-messages";
import { isPaidStatus } from "@promptloom/contracts/billing";

import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths, subscribePath } from "../../../config/paths.ts";
import { useSubscription } from "../../../features/billing/api/check-subscription.ts";

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/**
 * The members area for a signed-in account without access: says why instead of leaving silently.
 * A member whose subscription ended is offered to subscribe again; anyone else, to choose a plan.
 */
export function NoAccess({ hasJustEnded = false }: { hasJustEnded?: boolean }) {
  const { data, isPending } = useSubscription();
  if (isPending) {
    return (
      <main className="flex min-h-svh items-center justify-center p-6">
        <Spinner label="Checking your subscription..." />
      </main>
    );
  }
  const subscription = data?.subscription ?? null;
  // Told live that the subscription ran out, the page says so before the subscription is read again.
  const hasEnded = hasJustEnded || (subscription !== null && !isPaidStatus(subscription.status) && !data?.isPaid);
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <section aria-labelledby="no-access-title" className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm">
        <h1 id="no-access-title" className="text-xl font-semibold">
          {hasEnded ? "Your access has ended" : accessMessages.subscriptionRequired}
        </h1>
        <p className="mt-3 text-muted-foreground">
          {hasEnded
            ? `Your subscription ended${subscription?.currentPeriodEnd ? ` on ${formatDay(subscription.currentPeriodEnd)}` : ""}, so the members area is closed. Your saved prompts are kept: subscribe again to pick up where you left off.`
            : "The members area opens with a subscription. Choose a plan to start."}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <a href={subscribePath(subscription?.plan ?? undefined)}>{hasEnded ? "Subscribe again" : "See plans"}</a>
          </Button>
          <Button asChild variant="outline">
            <a href={paths.home}>Go to the home page</a>
          </Button>
        </div>
      </section>
    </main>
  );
}
