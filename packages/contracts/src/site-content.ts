// Plain values only: the marketing pages render these, and they ship without a schema library.
import type { includedFeatures } from "./plans.ts";

/** The icons a feature card may show (lucide names); the web app maps each to its drawing. */
export const featureIconNames = [
  "library",
  "wand",
  "mic",
  "sparkles",
  "workflow",
  "bot",
  "layout-dashboard",
  "message-circle",
  "users",
  "book-open",
  "image",
  "camera",
  "palette",
  "star",
  "bookmark",
  "activity",
  "bar-chart",
  "file-text",
  "life-buoy",
  "zap",
  "rocket",
  "heart",
  "target",
  "clock",
  "lightbulb",
  "shield",
] as const;
export type FeatureIconName = (typeof featureIconNames)[number];

/** The home page's opening: a small label, the headline (its last words highlighted) and the lead. */
export type HeroContent = { eyebrow: string; title: string; highlight: string; subtitle: string };

/** A feature card; `slug` is the feature's fixed identity (its anchor on the features page). */
export type FeatureCard = { slug: string; name: string; summary: string; icon: FeatureIconName };

export type FeaturesHero = { hero: HeroContent; features: FeatureCard[] };

export const featuresHeroLimits = {
  eyebrowMax: 60,
  titleMax: 80,
  highlightMax: 60,
  subtitleMax: 300,
  nameMax: 60,
  summaryMax: 220,
} as const;

const card = (name: (typeof includedFeatures)[number], slug: string, icon: FeatureIconName, summary: string) => ({
  slug,
  name,
  summary,
  icon,
});

/** What the public pages show until an admin changes it, and again after a reset. */
export const defaultFeaturesHero: FeaturesHero = {
  hero: {
    eyebrow: "Prompts for text, images and voice",
    title: "Turn rough ideas into",
    highlight: "prompts that get results",
    subtitle:
      "Promptloom helps you create, refine, save and reuse AI prompts. Type or speak what you need, get a clear, structured prompt back, and keep the ones that work for the next time.",
  },
  features: [
    card(
      "1000+ expert-curated prompt library",
      "prompt-library",
      "library",
      "Search more than a thousand tested prompts for writing, business, coding and images, and copy the one you need in a click.",
    ),
    card(
      "AI Genie prompt refinement",
      "ai-genie",
      "wand",
      "Paste a rough request and the Genie rewrites it as a structured prompt with a role, the task, context, constraints and an output format.",
    ),
    card(
      "One-tap voice prompt generator",
      "voice-prompts",
      "mic",
      "Tap the microphone, describe the task in your own words, and get a polished prompt you can edit, copy or save.",
    ),
    card(
      "Image prompt studio",
      "image-studio",
      "sparkles",
      "Build detailed prompts for image generators step by step: subject, style, lighting, composition, camera and aspect ratio.",
    ),
    card(
      "Plug-and-play n8n automations",
      "automations",
      "workflow",
      "Import ready-made n8n workflows into your own n8n and let the AI tasks you repeat every day run on their own.",
    ),
    card(
      "Personal productivity coach and planner",
      "ai-coach",
      "bot",
      "Tell the coach what is on your plate and get a prioritised plan, with a prompt ready for the steps AI can help with.",
    ),
    card(
      "Live dashboard of hours saved",
      "dashboard",
      "layout-dashboard",
      "Every prompt you copy or save adds 15 minutes to your running total, so you see the time Promptloom gives back.",
    ),
    card(
      "Discord community",
      "discord",
      "message-circle",
      "Join the members' Discord to swap prompts, ask questions and see how other members use AI in their work.",
    ),
    card(
      "Community prompt library",
      "community-prompts",
      "users",
      "Share your best prompts with other members and use the ones they have shared and voted up.",
    ),
    card(
      "Resource center",
      "resources",
      "book-open",
      "Guides, templates and references that teach you to write better prompts and get more from each AI tool.",
    ),
  ],
};

/** The settings row that holds an admin's version. */
export const featuresHeroSetting = { key: "features_hero", category: "content" } as const;
