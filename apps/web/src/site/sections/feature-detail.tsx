import { featureIcons } from "../../components/feature-icons.ts";
import type { CoreFeature } from "../content/core-features.ts";
import { useFeatureCard } from "../site-content.tsx";
import { FeatureIcon } from "./feature-icon.tsx";

/** One core feature on the features page: what it does, how, for whom, and where it lives. */
export function FeatureDetail({ feature }: { feature: CoreFeature }) {
  const headingId = `${feature.slug}-heading`;
  // The name, summary and icon are the feature's card, which admins edit.
  const card = useFeatureCard(feature.slug);
  return (
    <article id={feature.slug} aria-labelledby={headingId} className="rounded-2xl glass p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <FeatureIcon icon={featureIcons[card.icon]} />
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {card.name}
          </h3>
          <p className="mt-1 text-muted-foreground">{card.summary}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-6 text-sm md:grid-cols-2">
        <div>
          <dt className="font-semibold">How it works</dt>
          <dd className="mt-1 text-muted-foreground">{feature.how}</dd>
        </div>
        <div>
          <dt className="font-semibold">Who it helps</dt>
          <dd className="mt-1 text-muted-foreground">{feature.who}</dd>
        </div>
        <div className="md:col-span-2">
          <dt className="font-semibold">Where to find it</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2" aria-label={`Members-area screens for ${card.name}`}>
              {feature.screens.map(({ path, label, icon: Icon }) => (
                <li
                  key={path}
                  className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface-2 px-3 py-1 text-xs"
                >
                  <Icon aria-hidden="true" className="size-3.5 text-primary-text" />
                  {label}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </article>
  );
}
