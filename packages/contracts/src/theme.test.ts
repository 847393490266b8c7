import { describe, expect, it } from "vitest";

import { defaultDarkTheme, themeToCss } from "./theme-colors.ts";
import { themeColorGroups } from "./theme-groups.ts";
import { hslSchema, themeColorsSchema } from "./theme.ts";

describe("default dark theme", () => {
  it("uses primary 258 90% 66% and only valid HSL values", () => {
    expect(defaultDarkTheme.primary).toBe("258 90% 66%");
    for (const value of Object.values(defaultDarkTheme)) expect(hslSchema.safeParse(value).success).toBe(true);
  });

  it("covers every token group the specification names", () => {
    const names = Object.keys(defaultDarkTheme);
    for (const prefix of [
      "sidebar-",
      "surface-",
      "glass-",
      "chart-",
      "hero-gradient-",
      "cta-gradient-",
      "interactive-",
      "brand-",
    ]) {
      expect(names.some((name) => name.startsWith(prefix))).toBe(true);
    }
    for (const status of ["success", "warning", "error", "info"]) expect(names).toContain(status);
  });

  it("renders CSS custom properties and rejects unknown or malformed colours", () => {
    expect(themeToCss({ primary: "1 2% 3%" })).toBe(":root{--primary:1 2% 3%;}");
    expect(themeColorsSchema.safeParse({ primary: "red" }).success).toBe(false);
    expect(themeColorsSchema.safeParse({ nonsense: "1 2% 3%" }).success).toBe(false);
  });
});

describe("theme colour groups", () => {
  it("place every colour of the theme in exactly one group", () => {
    const grouped = themeColorGroups.flatMap((group) => group.colors);
    expect([...grouped].sort()).toEqual(Object.keys(defaultDarkTheme).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});

describe("HSL values", () => {
  it("accept hue up to 360 and percentages up to 100", () => {
    for (const value of ["0 0% 0%", "360 100% 100%", "258.5 90.25% 66%"]) {
      expect(hslSchema.safeParse(value).success).toBe(true);
    }
    for (const value of ["361 50% 50%", "120 101% 50%", "120 50% 150%", "120 50 50", "hsl(1 2% 3%)", ""]) {
      expect(hslSchema.safeParse(value).success).toBe(false);
    }
  });
});
