import { includedFeatures } from "@promptloom/contracts/plans";
import { Check } from "lucide-react";

/** 'Everything included:' and the ten features, as the pricing section and the subscription modal show them. */
export function IncludedFeatures({ className }: { className?: string }) {
  return (
    <div className={className}>
      <h3 className="text-sm font-semibold">Everything included:</h3>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {includedFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-muted-foreground">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}
