import type { ThemeColorName } from "@promptloom/contracts/theme-colors";
import { themeColorGroups, themeColorLabel } from "@promptloom/contracts/theme-groups";

import { contrastRatio } from "./hsl.ts";

/** WCAG AA for normal-size text. */
export const minimumTextContrast = 4.5;

/** Each text colour of the theme with every background the app shows it on. */
export const textPairs: [text: ThemeColorName, background: ThemeColorName][] = [
  ["foreground", "background"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  // Primary buttons when hovered and pressed, and call-to-action buttons on their gradient.
  ["primary-foreground", "interactive-hover"],
  ["primary-foreground", "interactive-active"],
  ["primary-foreground", "cta-gradient-from"],
  ["primary-foreground", "cta-gradient-to"],
  ["primary-text", "background"],
  ["primary-text", "card"],
  ["primary-text", "muted"],
  // Status colours are read as text: messages, badges, form errors.
  ["success", "background"],
  ["success", "card"],
  ["warning", "background"],
  ["warning", "card"],
  ["error", "background"],
  ["error", "card"],
  ["error", "muted"],
  ["info", "background"],
  ["info", "card"],
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

/** A colour's label, with its group's name where the label leaves it out ("Sidebar accent"). */
const named = (name: ThemeColorName) => {
  const label = themeColorLabel(name);
  if (label.toLowerCase() === name.replace(/-/g, " ")) return label;
  const group = themeColorGroups.find((candidate) => candidate.colors.includes(name));
  return group ? `${group.label} ${label.toLowerCase()}` : label;
};

/** "Card" → "card" mid-sentence; an initialism ("CTA gradient") stays as it is. */
const midSentence = (words: string) => (/^[A-Z][a-z]/.test(words) ? words[0]?.toLowerCase() + words.slice(1) : words);

/** The text colours that fall below WCAG AA on their background, in words. */
export const contrastWarnings = (colors: Record<ThemeColorName, string>): ContrastWarning[] =>
  textPairs.flatMap(([text, background]) => {
    const ratio = contrastRatio(colors[text], colors[background]);
    if (ratio >= minimumTextContrast) return [];
    // A ratio just under the minimum gets a second decimal, so it never reads as the minimum.
    const shown = ratio.toFixed(ratio.toFixed(1) === minimumTextContrast.toFixed(1) ? 2 : 1);
    const message = `${named(text)} on ${midSentence(named(background))}: ${shown}:1, below the ${minimumTextContrast}:1 that WCAG AA asks of text`;
    return [{ text, background, ratio, message }];
  });
