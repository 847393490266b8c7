import type { PhotoUpload } from "@promptloom/contracts/studio/photo-studio";
import { emptyStudioChoices } from "@promptloom/contracts/studio/studio-choices";
import type { StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import type { StudioPreset } from "@promptloom/contracts/studio/studio-presets";

let position = 0;

/** An option as GET /api/studio/options serves it. */
export const studioOption = (group: StudioGroup, slug: string, term: string, label = term): StudioOption => ({
  id: `00000000-0000-4000-8000-${String((position += 1)).padStart(12, "0")}`,
  group,
  slug,
  label,
  description: `About ${label}.`,
  term,
  phrase: null,
  imageUrl: null,
  hidden: false,
  position,
});

export const studioOptions: StudioOption[] = [
  studioOption("style", "film-noir", "film noir", "Film noir"),
  studioOption("style", "cyberpunk", "cyberpunk", "Cyberpunk"),
  studioOption("medium", "oil-painting", "oil painting", "Oil painting"),
  studioOption("medium", "watercolour", "watercolour illustration", "Watercolour"),
  studioOption("medium", "pencil-sketch", "pencil sketch", "Pencil sketch"),
  studioOption("lighting", "golden-hour", "golden hour sunlight", "Golden hour"),
  studioOption("palette", "black-and-white", "black and white", "Black and white"),
  studioOption("aspect", "16-9", "16:9", "16:9 Widescreen"),
  studioOption("aspect", "1-1", "1:1", "1:1 Square"),
  studioOption("negative", "text", "text", "Text"),
  studioOption("negative", "watermark", "watermark", "Watermark"),
];

export const studioPreset = (name: string, overrides: Partial<StudioPreset> = {}): StudioPreset => ({
  id: `preset-${name}`,
  scope: "featured",
  name,
  description: `The ${name} look.`,
  choices: { picks: { style: [{ slug: "cyberpunk", weight: 1 }] }, midjourney: emptyStudioChoices().midjourney },
  hidden: false,
  position: 0,
  createdAt: "2026-11-20T09:00:00.000Z",
  ...overrides,
});

export const photoUpload = (overrides: Partial<PhotoUpload> = {}): PhotoUpload => ({
  id: "11111111-1111-4111-8111-111111111111",
  fileName: "harbour.jpg",
  contentType: "image/jpeg",
  byteSize: 120_000,
  width: 1600,
  height: 900,
  imageUrl: "/api/photo-studio/uploads/1/image",
  thumbnailUrl: "/api/photo-studio/uploads/1/thumbnail",
  measurements: {
    aspectRatio: "16:9",
    palette: [
      { hex: "#1f4e5f", name: "deep teal", share: 0.52 },
      { hex: "#e07a3f", name: "burnt orange", share: 0.31 },
    ],
    brightness: 48,
    contrast: 35,
    saturation: 40,
    temperatureKelvin: 5200,
    temperature: "neutral",
  },
  description: null,
  describedBy: null,
  prefill: {
    ...emptyStudioChoices(),
    picks: {
      aspect: [{ slug: "16-9", weight: 1 }],
      palette: [{ text: "deep teal and burnt orange", weight: 1 }],
      lighting: [{ slug: "golden-hour", weight: 1 }],
    },
  },
  createdAt: "2026-11-20T09:00:00.000Z",
  ...overrides,
});
