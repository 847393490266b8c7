import { defaultDarkTheme } from "@promptloom/contracts/theme-colors";
import { describe, expect, it } from "vitest";

import { contrastWarnings, minimumTextContrast, textPairs } from "./contrast-warnings.ts";
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

  it("passes every text and background pair of the default theme at AA", () => {
    for (const [text, background] of textPairs) {
      const ratio = contrastRatio(defaultDarkTheme[text], defaultDarkTheme[background]);
      expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(minimumTextContrast);
    }
    expect(contrastWarnings(defaultDarkTheme)).toEqual([]);
  });

  it("warns about text that falls below AA, naming both colours", () => {
    // White on the specification's primary (258 90% 66%) is just below AA.
    const whiteOnPrimary = contrastWarnings({ ...defaultDarkTheme, "primary-foreground": "0 0% 100%" });
    expect(whiteOnPrimary.map((warning) => warning.message)).toEqual([
      "Primary foreground on primary: 4.3:1, below the 4.5:1 that WCAG AA asks of text",
      "Primary foreground on interactive hover: 3.3:1, below the 4.5:1 that WCAG AA asks of text",
      "Primary foreground on interactive active: 3.6:1, below the 4.5:1 that WCAG AA asks of text",
      "Primary foreground on CTA gradient from: 4.3:1, below the 4.5:1 that WCAG AA asks of text",
      "Primary foreground on CTA gradient to: 3.4:1, below the 4.5:1 that WCAG AA asks of text",
    ]);
    const warnings = contrastWarnings({
      ...defaultDarkTheme,
      "card-foreground": "240 10% 10%",
      "primary-text": "258 90% 66%",
      "sidebar-primary-foreground": "0 0% 100%",
    });
    expect(warnings.map((warning) => warning.message)).toEqual([
      "Card foreground on card: 1.1:1, below the 4.5:1 that WCAG AA asks of text",
      "Primary text on card: 4.48:1, below the 4.5:1 that WCAG AA asks of text",
      "Primary text on muted: 3.6:1, below the 4.5:1 that WCAG AA asks of text",
      "Sidebar primary foreground on sidebar primary: 4.3:1, below the 4.5:1 that WCAG AA asks of text",
    ]);
  });
});
