import { describe, expect, it } from "vitest";

import { defaultDarkTheme, hslSchema, themeColorsSchema, themeToCss } from "./theme.ts";

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
