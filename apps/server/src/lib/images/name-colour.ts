import { labDistance, toLab, type Rgb } from "./colour-science.ts";

/** Colour names a prompt can use, each at a typical value. */
const namedColours: [string, string][] = [
  ["black", "#111111"],
  ["charcoal", "#36393b"],
  ["slate grey", "#6a7580"],
  ["grey", "#8c8c8c"],
  ["silver", "#c0c0c0"],
  ["white", "#f7f7f5"],
  ["cream", "#f2e8cf"],
  ["beige", "#d9c7a7"],
  ["sand", "#c2a878"],
  ["tan", "#a98560"],
  ["brown", "#6b4428"],
  ["chocolate", "#3f2618"],
  ["rust", "#9c4a1a"],
  ["terracotta", "#c4663e"],
  ["burnt orange", "#cc5500"],
  ["orange", "#f28c28"],
  ["amber", "#ffb000"],
  ["gold", "#d4a017"],
  ["mustard", "#c9a227"],
  ["yellow", "#f5d90a"],
  ["olive", "#6b6b2a"],
  ["khaki", "#b5a76c"],
  ["sage", "#9caf88"],
  ["moss green", "#5b6e2f"],
  ["forest green", "#1f4d2b"],
  ["green", "#3a9d3a"],
  ["mint", "#a8e6c1"],
  ["teal", "#127a7a"],
  ["turquoise", "#30c5c0"],
  ["sky blue", "#87c1ea"],
  ["steel blue", "#4a6f96"],
  ["blue", "#2a5bd7"],
  ["navy", "#1b2a4e"],
  ["indigo", "#3f2a87"],
  ["lavender", "#b9a7e0"],
  ["violet", "#7f4fc9"],
  ["purple", "#6a2c84"],
  ["plum", "#5e2750"],
  ["magenta", "#d0309a"],
  ["pink", "#f09bbd"],
  ["blush", "#e8c4c0"],
  ["coral", "#f27d62"],
  ["red", "#cc2a2a"],
  ["crimson", "#9e1b32"],
  ["burgundy", "#6d1a2b"],
];

const fromHex = (hex: string): Rgb =>
  [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;

const palette = namedColours.map(([name, hex]) => ({ name, lab: toLab(fromHex(hex)) }));

/** The nearest name a person would use for a colour, judged by eye (in Lab). */
export const nameColour = (rgb: Rgb): string => {
  const lab = toLab(rgb);
  let best = palette[0] ?? { name: "grey", lab };
  for (const entry of palette) if (labDistance(entry.lab, lab) < labDistance(best.lab, lab)) best = entry;
  return best.name;
};
