import {
  photoDescriptionSchema,
  photoMeasurementsSchema,
  type PhotoImageType,
  type PhotoUpload,
} from "@promptloom/contracts/studio/photo-studio";
import type { StudioOptionCatalog } from "@promptloom/contracts/studio/resolve-choices";
import { suggestPhotoChoices } from "@promptloom/contracts/studio/suggest-photo-choices";

import type { PhotoUploadRow } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

export const photoNotFound = () => AppError.notFound("Photo not found");

/** The owner-only addresses of a stored photo and its thumbnail. */
export const photoUrls = (id: string) => ({
  imageUrl: `/api/photo-studio/uploads/${id}/image`,
  thumbnailUrl: `/api/photo-studio/uploads/${id}/thumbnail`,
});

/** An upload as the API answers it, with the builder's choices read from it against today's options. */
export const toPhotoUpload = (row: PhotoUploadRow, catalog: StudioOptionCatalog): PhotoUpload => {
  const measurements = photoMeasurementsSchema.parse(row.measurements);
  const description = row.description === null ? null : photoDescriptionSchema.parse(row.description);
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as PhotoImageType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    ...photoUrls(row.id),
    measurements,
    description,
    describedBy: row.describedBy,
    prefill: suggestPhotoChoices({ measurements, description, catalog }),
    createdAt: row.createdAt.toISOString(),
  };
};
