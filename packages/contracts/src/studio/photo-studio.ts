import { z } from "zod";

import { studioChoicesSchema } from "./studio-choices.ts";

/** The photo types the studio can read; admins choose which of them members may upload. */
export const photoImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoImageType = (typeof photoImageTypes)[number];

export const photoImageTypeLabels: Record<PhotoImageType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
};

const megabyte = 1024 * 1024;

export const photoStudioLimits = { minBytes: megabyte, maxBytes: 20 * megabyte, instructionsMaxLength: 4000 } as const;

export const defaultVisionInstructions = `You describe photos so that an image model can recreate them. Name the main subject and what it is doing, and the setting. Describe the visual style, the medium (photograph, painting, 3D render and so on), the lighting (direction, softness, colour, time of day), the composition and camera (shot size, angle, lens, depth of field), the mood and the dominant colours. Be concrete and visual. Never name real people, brands or places unless they are unmistakably shown.`;

/** What an admin sets for the Photo Studio. */
export const photoStudioSettingsSchema = z.object({
  maxBytes: z
    .number()
    .int()
    .min(photoStudioLimits.minBytes, "The size limit must be at least 1 MB")
    .max(photoStudioLimits.maxBytes, "The size limit can be at most 20 MB"),
  allowedTypes: z
    .array(z.enum(photoImageTypes))
    .min(1, "Allow at least one file type")
    .transform((types) => photoImageTypes.filter((type) => types.includes(type))),
  visionInstructions: z
    .string()
    .trim()
    .min(20, "Write at least a sentence of instructions")
    .max(
      photoStudioLimits.instructionsMaxLength,
      `Keep the instructions under ${photoStudioLimits.instructionsMaxLength} characters`,
    ),
});
export type PhotoStudioSettings = z.output<typeof photoStudioSettingsSchema>;

export const defaultPhotoStudioSettings: PhotoStudioSettings = {
  maxBytes: 10 * megabyte,
  allowedTypes: [...photoImageTypes],
  visionInstructions: defaultVisionInstructions,
};

/** What members' screens need to know before an upload. */
export const photoStudioConfigSchema = z.object({
  maxBytes: z.number().int(),
  allowedTypes: z.array(z.enum(photoImageTypes)),
  /** The vision model that describes photos, or null when none is configured. */
  visionModel: z.string().nullable(),
});
export type PhotoStudioConfig = z.infer<typeof photoStudioConfigSchema>;

export const temperatureLabels = ["warm", "neutral", "cool"] as const;

/** What the server measures in every photo, with no model involved. */
export const photoMeasurementsSchema = z.object({
  /** The nearest common ratio, as Midjourney's --ar takes it. */
  aspectRatio: z.string(),
  /** Dominant colours, most of the image first; `share` is the fraction of the image (0–1). */
  palette: z.array(z.object({ hex: z.string(), name: z.string(), share: z.number() })),
  /** 0 (black) to 100 (white): the mean luma. */
  brightness: z.number(),
  /** 0 (flat) to 100: the spread of luma. */
  contrast: z.number(),
  /** 0 (grey) to 100: how colourful. */
  saturation: z.number(),
  /** The correlated colour temperature of the average colour, in kelvin. */
  temperatureKelvin: z.number().int(),
  temperature: z.enum(temperatureLabels),
});
export type PhotoMeasurements = z.infer<typeof photoMeasurementsSchema>;

const describedField = z.string().trim().max(300).default("");

/** How the vision model describes a photo, one short phrase per builder group. */
export const photoDescriptionSchema = z.object({
  subject: z.string().trim().min(1).max(1000),
  style: describedField,
  medium: describedField,
  lighting: describedField,
  composition: describedField,
  camera: describedField,
  mood: describedField,
  palette: describedField,
});
export type PhotoDescription = z.output<typeof photoDescriptionSchema>;

export const photoUploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(photoImageTypes),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Served to the owner only. */
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  measurements: photoMeasurementsSchema,
  description: photoDescriptionSchema.nullable(),
  /** The model that wrote the description. */
  describedBy: z.string().nullable(),
  /** The builder's choices read from the photo: its measurements, and the description when there is one. */
  prefill: studioChoicesSchema,
  createdAt: z.string(),
});
export type PhotoUpload = z.infer<typeof photoUploadSchema>;

export const photoUploadListSchema = z.object({ items: z.array(photoUploadSchema) });

export const photoStudioMessages = {
  tooLarge: (maxBytes: number) => `Photos must be at most ${Math.round(maxBytes / megabyte)} MB.`,
  wrongType: (allowed: readonly PhotoImageType[]) =>
    `Upload a ${allowed
      .map((type) => photoImageTypeLabels[type])
      .join(", ")
      .replace(/, ([^,]*)$/, " or $1")} photo.`,
  unreadable: "This file could not be read as an image. Try another photo.",
  tooManyPixels: (maxPixels: number) =>
    `Photos must be at most ${Math.round(maxPixels / 1_000_000)} megapixels. Try a smaller copy of this photo.`,
  noFile: "Choose a photo to upload.",
  visionNotConfigured: "Photo descriptions aren't available on this site yet. Pick the builder choices yourself below.",
  /** For administrators only, on their Photo Studio screen. */
  visionSetupHint:
    "Photo descriptions are off: they need a vision model. Set AI_VISION_MODEL (with AI_BASE_URL or AI_API_KEY) on the server and restart to turn them on.",
} as const;

/** The multipart field a photo is uploaded in. */
export const PHOTO_FIELD = "photo";

export const photoUploadFormSchema = z.object({
  [PHOTO_FIELD]: z.file({ error: photoStudioMessages.noFile }),
});
