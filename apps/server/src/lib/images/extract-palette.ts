import { labDistance, toHex, toLab, type Rgb } from "./colour-science.ts";
import { nameColour } from "./name-colour.ts";

type Box = Rgb[];

const channelRange = (box: Box, channel: 0 | 1 | 2) => {
  let low = 255;
  let high = 0;
  for (const pixel of box) {
    low = Math.min(low, pixel[channel]);
    high = Math.max(high, pixel[channel]);
  }
  return high - low;
};

const widestChannel = (box: Box): 0 | 1 | 2 =>
  ([0, 1, 2] as const).reduce((widest, channel) =>
    channelRange(box, channel) > channelRange(box, widest) ? channel : widest,
  );

const average = (box: Box): Rgb => {
  const sums = [0, 0, 0];
  for (const pixel of box)
    for (const channel of [0, 1, 2] as const) sums[channel] = (sums[channel] ?? 0) + pixel[channel];
  return sums.map((sum) => sum / box.length) as unknown as Rgb;
};

/**
 * The dominant colours by median cut: the box of pixels with the widest spread (weighted by how
 * many pixels it holds) is split at the median of its widest channel until there are `boxCount`.
 * Boxes that look alike are merged, tiny ones dropped, and the rest named.
 */
export const extractPalette = (pixels: Rgb[], boxCount = 8, maxColours = 5) => {
  if (pixels.length === 0) return [];
  let boxes: Box[] = [pixels];
  while (boxes.length < boxCount) {
    const splittable = boxes.filter((box) => box.length > 1 && channelRange(box, widestChannel(box)) > 0);
    if (splittable.length === 0) break;
    const target = splittable.reduce((best, box) =>
      channelRange(box, widestChannel(box)) * Math.sqrt(box.length) >
      channelRange(best, widestChannel(best)) * Math.sqrt(best.length)
        ? box
        : best,
    );
    const channel = widestChannel(target);
    const sorted = [...target].sort((a, b) => a[channel] - b[channel]);
    const middle = Math.floor(sorted.length / 2);
    boxes = [...boxes.filter((box) => box !== target), sorted.slice(0, middle), sorted.slice(middle)];
  }

  const colours: { rgb: Rgb; count: number }[] = [];
  for (const box of [...boxes].sort((a, b) => b.length - a.length)) {
    const rgb = average(box);
    const similar = colours.find((colour) => labDistance(toLab(colour.rgb), toLab(rgb)) < 12);
    if (similar) similar.count += box.length;
    else colours.push({ rgb, count: box.length });
  }
  return colours
    .filter((colour) => colour.count / pixels.length >= 0.03)
    .sort((a, b) => b.count - a.count)
    .slice(0, maxColours)
    .map((colour) => ({
      hex: toHex(colour.rgb),
      name: nameColour(colour.rgb),
      share: Math.round((colour.count / pixels.length) * 100) / 100,
    }));
};
