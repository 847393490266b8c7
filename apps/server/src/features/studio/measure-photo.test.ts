import { describe, expect, it } from "vitest";

import { measurePhoto, nearestAspectRatio } from "./measure-photo.ts";

/** An RGB sample: each entry is a colour and how many pixels of it. */
const pixels = (...runs: [[number, number, number], number][]) =>
  Uint8Array.from(runs.flatMap(([colour, count]) => Array.from({ length: count }, () => colour).flat()));

describe("measuring a photo", () => {
  it("finds the frame nearest to common aspect ratios", () => {
    expect(nearestAspectRatio(4032, 3024)).toBe("4:3");
    expect(nearestAspectRatio(3024, 4032)).toBe("3:4");
    expect(nearestAspectRatio(6000, 4000)).toBe("3:2");
    expect(nearestAspectRatio(1920, 1080)).toBe("16:9");
    expect(nearestAspectRatio(1080, 1920)).toBe("9:16");
    expect(nearestAspectRatio(1000, 1010)).toBe("1:1");
    expect(nearestAspectRatio(2560, 1080)).toBe("21:9");
  });

  it("reads a sunset orange as warm, bright and colourful", () => {
    const measured = measurePhoto({ width: 300, height: 200, pixels: pixels([[235, 125, 40], 100]) });
    expect(measured).toMatchObject({ aspectRatio: "3:2", temperature: "warm", contrast: 0 });
    expect(measured.palette).toEqual([{ hex: "#eb7d28", name: "orange", share: 1 }]);
    expect(measured.saturation).toBeGreaterThan(75);
    expect(measured.temperatureKelvin).toBeLessThan(3000);
  });

  it("reads a clear-sky blue as cool", () => {
    const measured = measurePhoto({ width: 100, height: 100, pixels: pixels([[120, 170, 235], 100]) });
    expect(measured.temperature).toBe("cool");
    expect(measured.palette[0]?.name).toBe("sky blue");
  });

  it("reads neutral grey as neutral and without colour", () => {
    const measured = measurePhoto({ width: 100, height: 100, pixels: pixels([[128, 128, 128], 100]) });
    expect(measured).toMatchObject({ temperature: "neutral", saturation: 0, brightness: 50 });
    expect(measured.temperatureKelvin).toBeGreaterThan(6000);
    expect(measured.temperatureKelvin).toBeLessThan(7000);
  });

  it("measures full contrast and two colours in a half-black, half-white photo", () => {
    const measured = measurePhoto({ width: 100, height: 100, pixels: pixels([[0, 0, 0], 50], [[255, 255, 255], 50]) });
    expect(measured.contrast).toBe(100);
    expect(measured.brightness).toBe(50);
    expect(measured.palette.map((colour) => [colour.name, colour.share])).toEqual([
      ["black", 0.5],
      ["white", 0.5],
    ]);
  });

  it("orders the palette by how much of the photo each colour covers, and leaves out specks", () => {
    const measured = measurePhoto({
      width: 100,
      height: 100,
      pixels: pixels([[20, 40, 90], 70], [[230, 200, 150], 28], [[220, 30, 30], 2]),
    });
    expect(measured.palette.map((colour) => colour.name)).toEqual(["navy", "beige"]);
    expect(measured.palette[0]?.share).toBeCloseTo(0.7, 1);
  });
});
