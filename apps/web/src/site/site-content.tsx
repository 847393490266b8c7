import { defaultFeaturesHero, type FeatureCard, type FeaturesHero } from "@promptloom/contracts/site-content";
import { createContext, use, type ReactNode } from "react";

const SiteContentContext = createContext<FeaturesHero>(defaultFeaturesHero);

/**
 * The editable parts of the marketing pages (the hero and feature cards). The build renders the
 * pages with the defaults; the server renders them again with an admin's version.
 */
export function SiteContentProvider({ content, children }: { content: FeaturesHero; children: ReactNode }) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

export const useSiteContent = (): FeaturesHero => use(SiteContentContext);

const findCard = (content: FeaturesHero, slug: string) => content.features.find((card) => card.slug === slug);

/** The card of one feature (name, summary, icon) as the admin wrote it, by the feature's slug. */
export const useFeatureCard = (slug: string): FeatureCard => {
  const card = findCard(useSiteContent(), slug) ?? findCard(defaultFeaturesHero, slug);
  if (!card) throw new Error(`No feature card has the slug "${slug}"`);
  return card;
};
