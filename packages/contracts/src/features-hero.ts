import { z } from "zod";

import { requiredText } from "./required-text.ts";
import { defaultFeaturesHero, featureIconNames, featuresHeroLimits as limits } from "./site-content.ts";

const featureSlugs = defaultFeaturesHero.features.map((feature) => feature.slug);

/**
 * PUT /api/admin/features-hero: the hero and all ten feature cards, in the order shown. Cards
 * keep their identity (slug); only their text, icon and order change.
 */
export const featuresHeroSchema = z.object({
  hero: z.object({
    eyebrow: requiredText("Label", limits.eyebrowMax),
    title: requiredText("Headline", limits.titleMax),
    highlight: z
      .string()
      .trim()
      .max(limits.highlightMax, `Highlight must be at most ${limits.highlightMax} characters`),
    subtitle: requiredText("Lead", limits.subtitleMax),
  }),
  features: z
    .array(
      z.object({
        slug: z.enum(featureSlugs as [string, ...string[]], "Unknown feature"),
        name: requiredText("Name", limits.nameMax),
        summary: requiredText("Summary", limits.summaryMax),
        icon: z.enum(featureIconNames, "Pick an icon from the list"),
      }),
    )
    .length(featureSlugs.length, `List all ${featureSlugs.length} features`)
    .refine((cards) => new Set(cards.map((card) => card.slug)).size === cards.length, "Each feature appears once"),
});
export type FeaturesHeroInput = z.input<typeof featuresHeroSchema>;

/** What the editor loads: the content in use, and whether it is still the default. */
export const featuresHeroStateSchema = featuresHeroSchema.extend({
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type FeaturesHeroState = z.infer<typeof featuresHeroStateSchema>;
