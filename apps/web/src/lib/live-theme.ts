import { defaultDarkTheme, isThemeColorName, type ThemeColors } from "@promptloom/contracts/theme-colors";

import { api, unwrap } from "./api-client.ts";
import { subscribeToServerEvents } from "./server-events.ts";

/** The overrides in a theme event or `GET /api/theme` answer; anything else counts as none. */
const colorsOf = (theme: unknown): ThemeColors | null => {
  const colors = (theme as { colors?: unknown } | null)?.colors;
  if (typeof colors !== "object" || colors === null) return null;
  return Object.fromEntries(
    Object.entries(colors).filter(
      (entry): entry is [string, string] => isThemeColorName(entry[0]) && typeof entry[1] === "string",
    ),
  );
};

/**
 * Paints a theme on the root element: every colour, so a colour that went back to its default
 * changes too. Inline custom properties outrank the stylesheets the page loaded with.
 */
export const paintTheme = (overrides: ThemeColors, root: HTMLElement = document.documentElement) => {
  for (const [name, value] of Object.entries({ ...defaultDarkTheme, ...overrides })) {
    root.style.setProperty(`--${name}`, value);
  }
};

const repaintFromServer = async () => {
  const colors = colorsOf(await unwrap(api.theme.$get()));
  if (colors) paintTheme(colors);
};

/**
 * Keeps the page in the shared theme while it is open: the stored colours arrive with the page
 * (the `/api/theme.css` stylesheet in its head); after that every change an admin makes arrives
 * over the event stream and repaints without a reload. After a missed stretch it re-reads.
 */
export const startLiveTheme = (): (() => void) => {
  const stopChanges = subscribeToServerEvents("theme", (data) => {
    const colors = colorsOf(data);
    if (colors) paintTheme(colors);
  });
  const stopResync = subscribeToServerEvents("resync", () => {
    // A theme that cannot be read now keeps the colours on screen; the next event repaints.
    repaintFromServer().catch(() => undefined);
  });
  return () => {
    stopChanges();
    stopResync();
  };
};
