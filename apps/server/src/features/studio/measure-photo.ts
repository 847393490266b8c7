import type { PhotoMeasurements } from "@promptloom/contracts/studio/photo-studio";

import { colourTemperature, luma, saturationOf, type Rgb } from "../../lib/images/colour-science.ts";
import { extractPalette } from "../../lib/images/extract-palette.ts";

/** The frames people ask image models for; a photo is described by the nearest. */
const commonRatios = ["1:1", "5:4", "4:3", "3:2", "16:9", "2:1", "21:9", "3:1", "4:5", "3:4", "2:3", "9:16", "1:2"];

export const nearestAspectRatio = (width: number, height: number): string => {
  const target = Math.log(width / height);
  const distance = (ratio: string) => {
    const [w = 1, h = 1] = ratio.split(":").map(Number);
    return Math.abs(Math.log(w / h) - target);
  };
  return commonRatios.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
};

const toPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value * 100)));

/**
 * Everything the Photo Studio reads from a photo without a model: its frame, dominant colours,
 * brightness, contrast, colourfulness and colour temperature. `pixels` is a small RGB sample of
 * the whole photo (three bytes per pixel).
 */
export const measurePhoto = (options: { width: number; height: number; pixels: Uint8Array }): PhotoMeasurements => {
  const { width, height, pixels } = options;
  const samples: Rgb[] = [];
  for (let index = 0; index + 2 < pixels.length; index += 3) {
    samples.push([pixels[index] ?? 0, pixels[index + 1] ?? 0, pixels[index + 2] ?? 0]);
  }
  const count = Math.max(1, samples.length);
  const lumas = samples.map(luma);
  const meanLuma = lumas.reduce((sum, value) => sum + value, 0) / count;
  const spread = Math.sqrt(lumas.reduce((sum, value) => sum + (value - meanLuma) ** 2, 0) / count);
  const meanColour = [0, 1, 2].map(
    (channel) => samples.reduce((sum, pixel) => sum + (pixel[channel as 0 | 1 | 2] ?? 0), 0) / count,
  ) as unknown as Rgb;
  const kelvin = colourTemperature(meanColour);
  return {
    aspectRatio: nearestAspectRatio(width, height),
    palette: extractPalette(samples),
    brightness: toPercent(meanLuma / 255),
    // A luma spread of half the range (a black-and-white checkerboard) is full contrast.
    contrast: toPercent(spread / 127.5),
    saturation: toPercent(samples.reduce((sum, pixel) => sum + saturationOf(pixel), 0) / count),
    temperatureKelvin: kelvin,
    temperature: kelvin < 4800 ? "warm" : kelvin > 7000 ? "cool" : "neutral",
  };
};
