import { ArrowRight } from "lucide-react";

import { featureIcons } from "../../components/feature-icons.ts";
import { paths } from "../../config/paths.ts";
import { useSiteContent } from "../site-content.tsx";
import { FeatureIcon } from "./feature-icon.tsx";
import { SectionHeader } from "./section-header.tsx";

/** The ten core features, each with what it does in one sentence, as the admin ordered them. */
export function HomeFeatures() {
  const { features } = useSiteContent();
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeader id="features-heading" eyebrow="Everything included" title="Ten tools, one subscription">
        Every plan unlocks the whole members area: from your first rough idea to a prompt you can reuse for years.
      </SectionHeader>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-4 md:grid-cols-2">
        {features.map((feature) => (
          <li key={feature.slug} className="flex gap-4 rounded-xl glass p-5">
            <FeatureIcon icon={featureIcons[feature.icon]} />
            <div>
              <h3 className="font-semibold">{feature.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{feature.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <a
          href={paths.features}
          className="inline-flex items-center gap-2 font-medium text-primary-text underline-offset-4 hover:underline"
        >
          See how each feature works
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </section>
  );
}
