import { coreFeatures, featureGroups } from "../content/core-features.ts";
import { ClosingCta } from "../sections/closing-cta.tsx";
import { FeatureGroup } from "../sections/feature-group.tsx";
import { PageIntro } from "../sections/page-intro.tsx";

export const meta = {
  title: "Features — Promptloom",
  description:
    "The ten Promptloom tools in depth: prompt library, AI Genie, voice prompts, image prompt studio, n8n automations, AI coach, hours-saved dashboard, Discord, community prompts and resources.",
};

export function Page() {
  return (
    <>
      <PageIntro eyebrow="Features" title="Everything you need to prompt with confidence">
        Ten tools that take you from a rough idea to a prompt you can reuse, grouped by what they help you do. Every
        plan includes all of them.
      </PageIntro>
      <nav aria-label="Feature groups" className="mx-auto max-w-4xl px-4">
        <ul className="flex flex-wrap justify-center gap-2">
          {featureGroups.map((group) => (
            <li key={group.name}>
              <a
                href={`#${group.name.toLowerCase()}`}
                className="inline-flex rounded-full border border-border px-4 py-1.5 text-sm font-medium hover:bg-accent"
              >
                {group.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-4xl space-y-16 px-4 py-16">
        {featureGroups.map((group) => (
          <FeatureGroup
            key={group.name}
            name={group.name}
            tagline={group.tagline}
            features={coreFeatures.filter((feature) => feature.group === group.name)}
          />
        ))}
      </div>
      <ClosingCta
        title="All ten tools, one subscription"
        text="Start with the tool you need today and discover the rest as you go. Cancel anytime."
      />
    </>
  );
}
