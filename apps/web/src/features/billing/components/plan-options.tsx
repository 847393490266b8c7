import {
  describePlanBilling,
  describePlanSavings,
  formatUsd,
  planList,
  type PlanId,
} from "@promptloom/contracts/plans";
import { clsx } from "clsx";

/** The two plans as a radio group of cards; arrow keys move between them. */
export function PlanOptions({ value, onChange }: { value: PlanId; onChange: (plan: PlanId) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Plan</legend>
      {planList.map((plan) => (
        <label
          key={plan.id}
          className={clsx(
            "relative flex cursor-pointer flex-col rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            value === plan.id ? "border-primary bg-primary/10" : "border-border hover:border-primary/50",
          )}
        >
          <input
            type="radio"
            name="plan"
            value={plan.id}
            checked={value === plan.id}
            onChange={() => onChange(plan.id)}
            className="sr-only"
          />
          <span className="flex items-center justify-between gap-2">
            <span className="font-semibold">{plan.title}</span>
            {plan.popular ? (
              <span className="rounded-full bg-cta-gradient px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
                Most popular
              </span>
            ) : null}
          </span>
          <span className="mt-2">
            <span className="text-3xl font-bold">{formatUsd(plan.price)}</span>
            <span className="text-sm text-muted-foreground">/{plan.period}</span>
          </span>
          <span className="mt-1 text-sm text-muted-foreground">{describePlanBilling(plan)}</span>
          {plan.savings ? (
            <span className="mt-2 w-fit rounded-md bg-success/15 px-2 py-0.5 text-xs font-medium text-success">
              {describePlanSavings(plan)}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
