import { hslSchema, type Theme } from "@promptloom/contracts/theme";
import { isThemeColorName, type ThemeColors } from "@promptloom/contracts/theme-colors";

import type { SettingRow } from "../../lib/site-settings.ts";

/**
 * The overrides a stored value holds. A value edited by hand may hold unknown names or malformed
 * colours; those are left out one by one, so one bad entry never costs the rest of the theme.
 */
export const storedColors = (value: unknown): ThemeColors => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([name, color]) => isThemeColorName(name) && hslSchema.safeParse(color).success),
  );
};

/** The stored theme overrides (empty when the default theme is in use). */
export const toTheme = (setting: SettingRow | null): Theme => ({
  colors: setting ? storedColors(setting.value) : {},
  updatedAt: setting?.updatedAt.toISOString() ?? null,
});
