import type { CoreFeature, FeatureGroupName } from "../content/core-features.ts";
import { FeatureDetail } from "./feature-detail.tsx";

type FeatureGroupProps = { name: FeatureGroupName; tagline: string; features: CoreFeature[] };

/** A group of features (Create, Refine, Organise, Grow) under its own heading. */
export function FeatureGroup({ name, tagline, features }: FeatureGroupProps) {
  const id = name.toLowerCase();
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <div className="flex flex-col gap-1 border-b border-border pb-4 sm:flex-row sm:items-baseline sm:gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {name}
        </h2>
        <p className="text-muted-foreground">{tagline}</p>
      </div>
      <div className="mt-6 space-y-6">
        {features.map((feature) => (
          <FeatureDetail key={feature.slug} feature={feature} />
        ))}
      </div>
    </section>
  );
}
