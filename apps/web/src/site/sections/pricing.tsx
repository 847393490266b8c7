import { includedFeatures, planList } from "@promptloom/contracts/plans";
import { Check } from "lucide-react";

import { Guarantees } from "./guarantees.tsx";
import { PlanCard } from "./plan-card.tsx";
import { SectionHeader } from "./section-header.tsx";

/** Both plans side by side; /pricing lands here. */
export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="mx-auto max-w-5xl px-4 py-20">
      <SectionHeader id="pricing-heading" eyebrow="Pricing" title="One plan, every feature">
        Pay monthly or save with a year. Both plans include all ten tools.
      </SectionHeader>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {planList.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <Guarantees className="mt-8 justify-center" />
      <div className="mt-12 rounded-2xl border border-border p-6 sm:p-8">
        <h3 className="font-semibold">Everything included:</h3>
        <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {includedFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm text-muted-foreground">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
