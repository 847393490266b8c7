import { formatUsd, plans } from "@promptloom/contracts/plans";

import { ClosingCta } from "../sections/closing-cta.tsx";
import { HomeFaqSection } from "../sections/home-faq-section.tsx";
import { HomeFeatures } from "../sections/home-features.tsx";
import { HomeHero } from "../sections/home-hero.tsx";
import { HowItWorks } from "../sections/how-it-works.tsx";
import { Pricing } from "../sections/pricing.tsx";

export const meta = {
  title: "Promptloom — create, refine, save and reuse AI prompts",
  description: `Promptloom turns rough ideas, typed or spoken, into structured prompts for ChatGPT, Claude, Gemini and image tools. Ten tools in one subscription from ${formatUsd(plans.monthly.price)} a month.`,
};

export function Page() {
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HowItWorks />
      <Pricing />
      <HomeFaqSection />
      <ClosingCta
        title="Write your next prompt in seconds"
        text="Join Promptloom and get every tool today. If it is not for you, ask within 24 hours for a full refund."
      />
    </>
  );
}
