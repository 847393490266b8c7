import { defaultDarkTheme } from "@promptloom/contracts/theme-colors";
import { describe, expect, it } from "vitest";

import { contrastWarnings } from "./contrast-warnings.ts";
import { contrastRatio, hexToHsl, hslToHex, parseHsl } from "./hsl.ts";

describe("theme colour arithmetic", () => {
  it("turns the default primary into hex and back", () => {
    expect(hslToHex("258 90% 66%")).toBe("#895af6");
    expect(hexToHsl("#895af6")).toBe("258 90% 66%");
    expect(hexToHsl("#ffffff")).toBe("0 0% 100%");
    expect(hexToHsl("#000000")).toBe("0 0% 0%");
  });

  it("refuses what is not an HSL triple in range", () => {
    expect(parseHsl("258 90% 66%")).toEqual([258, 90, 66]);
    expect(parseHsl("400 90% 66%")).toBeNull();
    expect(parseHsl("#8b5cf6")).toBeNull();
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("0 0% 0%", "0 0% 100%")).toBeCloseTo(21, 1);
    expect(contrastRatio("0 0% 50%", "0 0% 50%")).toBe(1);
  });

  it("warns about text that falls below AA", () => {
    // The specification's primary (258 90% 66%) under white text is just below AA; said, not hidden.
    expect(contrastWarnings(defaultDarkTheme).map((warning) => warning.text)).toEqual([
      "primary-foreground",
      "sidebar-primary-foreground",
    ]);
    const warnings = contrastWarnings({ ...defaultDarkTheme, "card-foreground": "240 10% 10%" });
    expect(warnings.map((warning) => warning.message)).toContain(
      "Card foreground on card: 1.1:1, below the 4.5:1 that WCAG AA asks of text",
    );
  });
});
