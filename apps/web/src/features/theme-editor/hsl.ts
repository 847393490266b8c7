/** Colour arithmetic for the editor: HSL triples ("258 90% 66%") to and from #rrggbb, and WCAG contrast. */

type Rgb = [number, number, number];

const hslPattern = /^(\d{1,3}(?:\.\d+)?) (\d{1,3}(?:\.\d+)?)% (\d{1,3}(?:\.\d+)?)%$/;

/** [hue, saturation, lightness] of "258 90% 66%", or null for anything else. */
export const parseHsl = (value: string): [number, number, number] | null => {
  const match = hslPattern.exec(value.trim());
  if (!match) return null;
  const [hue, saturation, lightness] = match.slice(1).map(Number) as [number, number, number];
  return hue <= 360 && saturation <= 100 && lightness <= 100 ? [hue, saturation, lightness] : null;
};

const hslToRgb = ([hue, saturation, lightness]: [number, number, number]): Rgb => {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
};

/** "#a78bfa" for an HSL triple (black for one that does not parse). */
export const hslToHex = (value: string): string => {
  const rgb = hslToRgb(parseHsl(value) ?? [0, 0, 0]);
  return `#${rgb
    .map((part) =>
      Math.round(part * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
};

const round = (value: number) => Math.round(value);

/** The HSL triple of "#rrggbb", in whole numbers, as the theme stores colours. */
export const hexToHsl = (hex: string): string => {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as Rgb;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return `0 0% ${round(lightness * 100)}%`;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === red ? ((green - blue) / delta) % 6 : max === green ? (blue - red) / delta + 2 : (red - green) / delta + 4;
  const hue = (sector * 60 + 360) % 360;
  return `${round(hue)} ${round(saturation * 100)}% ${round(lightness * 100)}%`;
};

const luminance = (value: string) => {
  const linear = hslToRgb(parseHsl(value) ?? [0, 0, 0]).map((part) =>
    part <= 0.04045 ? part / 12.92 : ((part + 0.055) / 1.055) ** 2.4,
  ) as Rgb;
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
};

/** The WCAG 2 contrast ratio of two HSL colours, from 1 (none) to 21 (black on white). */
export const contrastRatio = (first: string, second: string): number => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};
