import { z } from "zod";

import { themeColorNames, type ThemeColorName } from "./theme-colors.ts";

const hslPattern = /^(\d{1,3}(?:\.\d+)?) (\d{1,3}(?:\.\d+)?)% (\d{1,3}(?:\.\d+)?)%$/;

/** An HSL triple as CSS custom properties hold it: "258 90% 66%" (hue 0–360, saturation and lightness 0–100%). */
export const hslSchema = z
  .string()
  .trim()
  .regex(hslPattern, "Expected an HSL value like 258 90% 66%")
  .refine((value) => {
    const [, hue, saturation, lightness] = (hslPattern.exec(value) ?? []).map(Number);
    return Number(hue) <= 360 && Number(saturation) <= 100 && Number(lightness) <= 100;
  }, "Hue goes up to 360, saturation and lightness up to 100%");

const themeColorNameSchema = z.enum(themeColorNames as [ThemeColorName, ...ThemeColorName[]], "Unknown theme colour");

export const themeColorsSchema = z.partialRecord(themeColorNameSchema, hslSchema);

/** The stored theme as the API returns it (`GET /api/theme`) and as it is broadcast on change. */
export const themeSchema = z.object({
  /** The stored overrides only; apply them over `defaultDarkTheme`. */
  colors: themeColorsSchema,
  updatedAt: z.string().nullable(),
});
export type Theme = z.infer<typeof themeSchema>;

/** PUT /api/admin/theme: save all (the given colours replace every stored one). */
export const saveThemeSchema = z.object({ colors: themeColorsSchema });
export type SaveThemeInput = z.input<typeof saveThemeSchema>;

/** PUT /api/admin/theme/colors/:name: change a single colour. */
export const setThemeColorSchema = z.object({ value: hslSchema });
export const themeColorParamSchema = z.object({ name: themeColorNameSchema });
