import { apiErrorSchema } from "@promptloom/contracts/api-error";
import { PHOTO_FIELD, photoUploadSchema, type PhotoUpload } from "@promptloom/contracts/studio/photo-studio";

import { api, ApiError, networkErrorMessage } from "../../../lib/api-client.ts";

const failure = (status: number, body: unknown) => {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(status, status >= 500 ? "internal_error" : "bad_request", `HTTP error! status: ${status}`);
};

/**
 * Sends a photo to the Photo Studio, reporting how much of it has gone (0–1). XMLHttpRequest rather
 * than the typed client's fetch: only it reports an upload's progress. The answer is parsed with
 * the shared contract, since no route type reaches it here.
 */
export const uploadPhoto = (file: File, onProgress: (fraction: number) => void): Promise<PhotoUpload> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", api["photo-studio"].uploads.$path());
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status !== 201) {
        reject(failure(request.status, request.response));
        return;
      }
      const parsed = photoUploadSchema.safeParse(request.response);
      if (parsed.success) resolve(parsed.data);
      else reject(failure(500, null));
    };
    request.onerror = () => reject(new ApiError(0, "network_error", networkErrorMessage));
    const body = new FormData();
    body.append(PHOTO_FIELD, file);
    request.send(body);
  });
