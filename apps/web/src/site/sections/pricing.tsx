import { planList } from "@promptloom/contracts/plans";

import { IncludedFeatures } from "../../components/plans/included-features.tsx";
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
      <IncludedFeatures className="mt-12 rounded-2xl border border-border p-6 sm:p-8" />
    </section>
  );
}
