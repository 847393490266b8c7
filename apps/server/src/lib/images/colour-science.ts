/** Colour conversions for measuring photos: sRGB (0–255) to linear light, CIE XYZ, Lab and kelvin. */
export type Rgb = readonly [number, number, number];

const toLinear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** CIE XYZ (D65) of an sRGB colour. */
const toXyz = ([red, green, blue]: Rgb): Rgb => {
  const [r, g, b] = [toLinear(red), toLinear(green), toLinear(blue)];
  return [
    0.4124 * r + 0.3576 * g + 0.1805 * b,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    0.0193 * r + 0.1192 * g + 0.9505 * b,
  ];
};

/** CIE Lab, where a distance of about 2 is a just-noticeable difference. */
export const toLab = (rgb: Rgb): Rgb => {
  const white = [0.95047, 1, 1.08883];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const [x, y, z] = toXyz(rgb).map((value, index) => f(value / (white[index] ?? 1))) as [number, number, number];
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
};

export const labDistance = (a: Rgb, b: Rgb): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * The correlated colour temperature of a colour (McCamy's approximation), clamped to the range
 * photographers talk about: candlelight is about 1,900 K, daylight 5,500–6,500 K, shade 8,000 K.
 */
export const colourTemperature = (rgb: Rgb): number => {
  const [x, y, z] = toXyz(rgb);
  const sum = x + y + z;
  if (sum === 0) return 6500;
  const n = (x / sum - 0.332) / (0.1858 - y / sum);
  const kelvin = 449 * n ** 3 + 3525 * n ** 2 + 6823.3 * n + 5520.33;
  return Math.round(Math.min(12_000, Math.max(1_500, kelvin)));
};

/** Rec. 709 luma of a gamma-encoded colour, 0–255: how bright it looks. */
export const luma = ([red, green, blue]: Rgb): number => 0.2126 * red + 0.7152 * green + 0.0722 * blue;

/** HSV saturation, 0–1. */
export const saturationOf = ([red, green, blue]: Rgb): number => {
  const high = Math.max(red, green, blue);
  return high === 0 ? 0 : (high - Math.min(red, green, blue)) / high;
};

export const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
