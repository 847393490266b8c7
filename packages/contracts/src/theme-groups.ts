import type { ThemeColorName } from "./theme-colors.ts";

export type ThemeColorGroup = { id: string; label: string; description: string; colors: ThemeColorName[] };

/** The theme's colours in the groups and order the specification lists them (§3), for the editor. */
export const themeColorGroups: ThemeColorGroup[] = [
  {
    id: "core",
    label: "Core",
    description: "Page, cards, menus, buttons, borders and focus rings.",
    colors: [
      "background",
      "foreground",
      "card",
      "card-foreground",
      "popover",
      "popover-foreground",
      "primary",
      "primary-foreground",
      "primary-text",
      "secondary",
      "secondary-foreground",
      "muted",
      "muted-foreground",
      "accent",
      "accent-foreground",
      "destructive",
      "destructive-foreground",
      "border",
      "input",
      "ring",
    ],
  },
  {
    id: "sidebar",
    label: "Sidebar",
    description: "The members area's navigation.",
    colors: [
      "sidebar-background",
      "sidebar-foreground",
      "sidebar-primary",
      "sidebar-primary-foreground",
      "sidebar-accent",
      "sidebar-accent-foreground",
      "sidebar-border",
      "sidebar-ring",
    ],
  },
  {
    id: "status",
    label: "Status",
    description: "Success, warning, error and information messages.",
    colors: ["success", "warning", "error", "info"],
  },
  {
    id: "brand",
    label: "Brand",
    description: "The brand's own colours.",
    colors: ["brand-primary", "brand-secondary", "brand-tertiary"],
  },
  {
    id: "surface",
    label: "Surface scale",
    description: "Raised surfaces, from the lowest to the highest.",
    colors: ["surface-1", "surface-2", "surface-3", "surface-4"],
  },
  {
    id: "glass",
    label: "Glass",
    description: "Translucent panels over the page.",
    colors: ["glass-background", "glass-border"],
  },
  {
    id: "chart",
    label: "Chart",
    description: "The series of every chart, in order.",
    colors: ["chart-1", "chart-2", "chart-3", "chart-4", "chart-5"],
  },
  {
    id: "hero",
    label: "Hero gradient",
    description: "The home page's headline and glow.",
    colors: ["hero-gradient-from", "hero-gradient-via", "hero-gradient-to"],
  },
  {
    id: "cta",
    label: "CTA gradient",
    description: "Call-to-action buttons.",
    colors: ["cta-gradient-from", "cta-gradient-to"],
  },
  {
    id: "interactive",
    label: "Interactive",
    description: "Hover, pressed and disabled states.",
    colors: ["interactive-hover", "interactive-active", "interactive-disabled"],
  },
];

const prefixes = ["sidebar-", "glass-", "hero-gradient-", "cta-gradient-", "interactive-", "brand-"];

/** "card-foreground" → "Card foreground"; a group's prefix is left out ("sidebar-accent" → "Accent"). */
export const themeColorLabel = (name: ThemeColorName): string => {
  const prefix = prefixes.find((candidate) => name.startsWith(candidate));
  const words = (prefix ? name.slice(prefix.length) : name).replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
