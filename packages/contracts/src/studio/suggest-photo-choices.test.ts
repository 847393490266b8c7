import { describe, expect, it } from "vitest";

import type { PhotoMeasurements } from "./photo-studio.ts";
import { suggestPhotoChoices } from "./suggest-photo-choices.ts";

const catalog = [
  { group: "aspect" as const, slug: "3-2", term: "3:2", phrase: null },
  { group: "lighting" as const, slug: "golden-hour", term: "golden hour sunlight", phrase: null },
  { group: "lighting" as const, slug: "low-key", term: "low-key lighting", phrase: null },
  { group: "mood" as const, slug: "dramatic", term: "dramatic", phrase: null },
  { group: "medium" as const, slug: "photograph", term: "photograph", phrase: null },
  { group: "palette" as const, slug: "black-and-white", term: "black and white", phrase: null },
];

const sunset: PhotoMeasurements = {
  aspectRatio: "3:2",
  palette: [
    { hex: "#cc5500", name: "burnt orange", share: 0.5 },
    { hex: "#1b2a4e", name: "navy", share: 0.3 },
    { hex: "#f2e8cf", name: "cream", share: 0.2 },
  ],
  brightness: 55,
  contrast: 30,
  saturation: 60,
  temperatureKelvin: 3200,
  temperature: "warm",
};

describe("choices read from a photo", () => {
  it("offline, fills the frame, colours and light from the measurements and leaves the subject to the member", () => {
    const choices = suggestPhotoChoices({ measurements: sunset, description: null, catalog });
    expect(choices.subject).toBe("");
    expect(choices.picks).toMatchObject({
      aspect: [{ slug: "3-2", weight: 1 }],
      palette: [{ text: "burnt orange, navy and cream", weight: 1 }],
      lighting: [{ slug: "golden-hour", weight: 1 }],
      medium: [{ slug: "photograph", weight: 1 }],
      mood: [],
    });
  });

  it("reads a dark, contrasty grey photo as low-key, dramatic black and white", () => {
    const measurements = { ...sunset, brightness: 20, contrast: 45, saturation: 3, temperature: "neutral" as const };
    const choices = suggestPhotoChoices({ measurements, description: null, catalog });
    expect(choices.picks.lighting).toEqual([{ slug: "low-key", weight: 1 }]);
    expect(choices.picks.mood).toEqual([{ slug: "dramatic", weight: 1 }]);
    expect(choices.picks.palette).toEqual([{ slug: "black-and-white", weight: 1 }]);
  });

  it("takes the vision model's words over the measurements, and the member's own ratio when no option matches", () => {
    const description = {
      subject: "a surfer at dusk",
      style: "",
      medium: "film photograph",
      lighting: "backlit by the setting sun",
      composition: "",
      camera: "telephoto lens",
      mood: "",
      palette: "",
    };
    const measurements = { ...sunset, aspectRatio: "21:9" };
    const choices = suggestPhotoChoices({ measurements, description, catalog });
    expect(choices.subject).toBe("a surfer at dusk");
    expect(choices.picks).toMatchObject({
      aspect: [{ text: "21:9", weight: 1 }],
      medium: [{ text: "film photograph", weight: 1 }],
      lighting: [{ text: "backlit by the setting sun", weight: 1 }],
      camera: [{ text: "telephoto lens", weight: 1 }],
      style: [],
      palette: [{ text: "burnt orange, navy and cream", weight: 1 }],
    });
  });

  it("leaves out options the catalog no longer offers", () => {
    const choices = suggestPhotoChoices({ measurements: sunset, description: null, catalog: [] });
    expect(choices.picks.lighting).toEqual([]);
    expect(choices.picks.medium).toEqual([]);
  });
});
