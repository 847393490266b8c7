import { describePlanBilling, describePlanSavings, formatUsd, type PlanOption } from "@promptloom/contracts/plans";
import { clsx } from "clsx";

import { buttonVariants } from "../../components/ui/button-variants.ts";
import { subscribePath } from "../../config/paths.ts";

/** One plan with its price, what it works out to per month, and the way to subscribe. */
export function PlanCard({ plan }: { plan: PlanOption }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        "relative flex flex-col rounded-2xl border p-6 sm:p-8",
        plan.popular ? "border-primary bg-primary/5 shadow-xl shadow-primary/10" : "border-border bg-card",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold">
          {plan.title}
        </h3>
        {plan.popular ? (
          <span className="rounded-full bg-cta-gradient px-3 py-1 text-xs font-semibold text-primary-foreground">
            Most popular
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-6">
        <span className="text-5xl font-bold tracking-tight">{formatUsd(plan.price)}</span>
        <span className="text-muted-foreground">/{plan.period}</span>
      </p>
      <p className="mt-2 min-h-6 text-sm text-muted-foreground">{describePlanBilling(plan)}</p>
      {plan.savings ? (
        <p className="mt-3 w-fit rounded-md bg-success/15 px-2.5 py-1 text-sm font-medium text-success">
          {describePlanSavings(plan)}
        </p>
      ) : null}
      <div className="mt-auto pt-8">
        <a
          href={subscribePath(plan.id)}
          className={buttonVariants({
            variant: plan.popular ? "gradient" : "outline",
            size: "lg",
            className: "w-full",
          })}
        >
          Choose {plan.title}
        </a>
      </div>
    </article>
  );
}
