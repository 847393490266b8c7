import type { ThemeColorName } from "@promptloom/contracts/theme-colors";
import { themeColorLabel } from "@promptloom/contracts/theme-groups";

import { contrastRatio } from "./hsl.ts";

/** WCAG AA for normal-size text. */
export const minimumTextContrast = 4.5;

/** Each text colour of the theme with the background it is read on. */
const textPairs: [text: ThemeColorName, background: ThemeColorName][] = [
  ["foreground", "background"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  ["secondary-foreground", "secondary"],
  ["muted-foreground", "background"],
  ["muted-foreground", "muted"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["sidebar-foreground", "sidebar-background"],
  ["sidebar-primary-foreground", "sidebar-primary"],
  ["sidebar-accent-foreground", "sidebar-accent"],
];

export type ContrastWarning = { text: ThemeColorName; background: ThemeColorName; ratio: number; message: string };

const named = (name: ThemeColorName) =>
  name.startsWith("sidebar-") ? `Sidebar ${themeColorLabel(name).toLowerCase()}` : themeColorLabel(name);

/** The text colours that fall below WCAG AA on their background, in words. */
export const contrastWarnings = (colors: Record<ThemeColorName, string>): ContrastWarning[] =>
  textPairs.flatMap(([text, background]) => {
    const ratio = contrastRatio(colors[text], colors[background]);
    if (ratio >= minimumTextContrast) return [];
    const message = `${named(text)} on ${named(background).toLowerCase()}: ${ratio.toFixed(1)}:1, below the ${minimumTextContrast}:1 that WCAG AA asks of text`;
    return [{ text, background, ratio, message }];
  });
