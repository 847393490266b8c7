import type { UsageEvent } from "@promptloom/contracts/usage";

const eventLabels: Record<string, string> = {
  prompt_copied: "Copied a prompt",
  prompt_saved: "Saved a prompt",
};

/** A usage event in words: "Copied a prompt", or the event name made readable. */
export const describeUsageEvent = (event: Pick<UsageEvent, "event">): string => {
  const known = eventLabels[event.event];
  if (known) return known;
  const words = event.event.replace(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 days ago". */
export const formatTimeAgo = (iso: string, now = Date.now()): string => {
  const elapsed = now - Date.parse(iso);
  const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return "just now";
};

/** "Mar 4" from "2026-03-04", read as a calendar date (no time zone shift). */
export const formatShortDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
