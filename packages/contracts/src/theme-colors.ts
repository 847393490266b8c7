/**
 * The theme's colours as plain values, without the schema library, so every page (the marketing
 * pages too) can apply them. The schemas that validate them are in theme.ts.
 */

/**
 * The default dark theme. Keys are CSS custom property names without the leading dashes;
 * every token group of the specification is here: base, sidebar, status, brand, surface scale,
 * glass, chart, hero and CTA gradients and interactive states.
 */
export const defaultDarkTheme = {
  background: "240 10% 4%",
  foreground: "0 0% 98%",
  card: "240 10% 6%",
  "card-foreground": "0 0% 98%",
  popover: "240 10% 6%",
  "popover-foreground": "0 0% 98%",
  primary: "258 90% 66%",
  // Near-black: white on this violet is 4.3:1, below WCAG AA; this is 4.6:1.
  "primary-foreground": "240 10% 4%",
  // The primary as text (links, labels) on the dark page, cards and muted surfaces: 5.7:1 or more.
  "primary-text": "258 90% 76%",
  secondary: "240 5% 15%",
  "secondary-foreground": "0 0% 98%",
  muted: "240 5% 15%",
  "muted-foreground": "240 5% 65%",
  accent: "258 40% 20%",
  "accent-foreground": "0 0% 98%",
  destructive: "0 72% 51%",
  "destructive-foreground": "0 0% 98%",
  border: "240 5% 18%",
  input: "240 5% 18%",
  ring: "258 90% 66%",

  "sidebar-background": "240 10% 5%",
  "sidebar-foreground": "240 5% 84%",
  "sidebar-primary": "258 90% 66%",
  "sidebar-primary-foreground": "240 10% 4%",
  "sidebar-accent": "240 5% 12%",
  "sidebar-accent-foreground": "0 0% 98%",
  "sidebar-border": "240 5% 14%",
  "sidebar-ring": "258 90% 66%",

  success: "142 71% 45%",
  warning: "38 92% 50%",
  // Error text (form errors, failed states) on the dark page and cards: 4.8:1 or more.
  error: "0 84% 66%",
  info: "199 89% 48%",

  "brand-primary": "258 90% 66%",
  "brand-secondary": "290 85% 62%",
  "brand-tertiary": "199 89% 55%",

  "surface-1": "240 10% 6%",
  "surface-2": "240 8% 9%",
  "surface-3": "240 6% 12%",
  "surface-4": "240 5% 16%",

  "glass-background": "240 10% 8%",
  "glass-border": "0 0% 100%",

  "chart-1": "258 90% 66%",
  "chart-2": "199 89% 55%",
  "chart-3": "142 71% 45%",
  "chart-4": "38 92% 50%",
  "chart-5": "330 81% 60%",

  "hero-gradient-from": "258 90% 66%",
  "hero-gradient-via": "290 85% 62%",
  "hero-gradient-to": "199 89% 55%",
  // Light enough at both ends for the primary foreground (4.6:1 and 5.8:1).
  "cta-gradient-from": "258 90% 66%",
  "cta-gradient-to": "290 85% 62%",

  "interactive-hover": "258 90% 72%",
  // Pressed is darker than hover, yet keeps the primary foreground above AA.
  "interactive-active": "258 90% 70%",
  "interactive-disabled": "240 5% 35%",
} as const satisfies Record<string, string>;

export type ThemeColorName = keyof typeof defaultDarkTheme;
export const themeColorNames = Object.keys(defaultDarkTheme) as ThemeColorName[];

/** Stored overrides: some of the colours, by name. */
export type ThemeColors = Partial<Record<ThemeColorName, string>>;

export const isThemeColorName = (name: string): name is ThemeColorName => Object.hasOwn(defaultDarkTheme, name);

/**
 * Renders colours as a CSS rule. The default theme is a plain `:root` rule; stored overrides use
 * `:root:root`, which outranks it wherever the two stylesheets load.
 */
export const themeToCss = (colors: ThemeColors, selector = ":root"): string =>
  `${selector}{${Object.entries(colors)
    .map(([name, value]) => `--${name}:${value};`)
    .join("")}}`;

/** Every colour of the theme: the defaults with the stored overrides on top. */
export const withDefaults = (overrides: ThemeColors): Record<ThemeColorName, string> => ({
  ...defaultDarkTheme,
  ...overrides,
});

/** Only the colours that differ from the default, which is what is stored. */
export const overridesOf = (colors: ThemeColors): ThemeColors =>
  Object.fromEntries(
    Object.entries(colors).filter(([name, value]) => defaultDarkTheme[name as ThemeColorName] !== value),
  );

/** The specification's messages for failed theme changes, verbatim. */
export const themeMessages = {
  saveFailed: (message: string) => `Failed to save theme: ${message}`,
  resetFailed: (message: string) => `Failed to reset theme: ${message}`,
} as const;

/** The settings row that holds the overrides (spec §3). */
export const themeSetting = { key: "dark_theme_colors", category: "theme" } as const;
