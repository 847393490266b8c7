import { photoStudioMessages, photoUploadFormSchema } from "@promptloom/contracts/studio/photo-studio";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import { toAppError } from "../../http/ai-error-response.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { limitBodyBy } from "../../http/limit-body.ts";
import { sendStoredFile } from "../../http/send-stored-file.ts";
import { validate } from "../../http/validate.ts";
import { enforceRateLimit, tooManyRequestsMessage, type RateLimitRule } from "../../lib/rate-limit.ts";
import { deletePhoto } from "./delete-photo.ts";
import { describePhoto } from "./describe-photo.ts";
import { findPhoto } from "./find-photo.ts";
import { listPhotos } from "./list-photos.ts";
import { listStudioOptions } from "./list-studio-options.ts";
import { readPhotoStudioSettings } from "./photo-studio-settings.ts";
import { toPhotoUpload } from "./to-photo-upload.ts";
import { uploadPhoto } from "./upload-photo.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid photo id") }));
/** Room for the multipart framing around a photo of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Generous for a person, tight for a script filling the storage or running up the AI bill. */
const uploadLimit: RateLimitRule = { scope: "photo-upload", limit: 30, windowMs: 10 * 60_000 };
const describeLimit: RateLimitRule = { scope: "photo-describe", limit: 20, windowMs: 10 * 60_000 };

/**
 * Photo Studio for members: upload a photo, see what was measured (and, with a vision model,
 * described), re-open and delete uploads. Photos are private: they are served to their owner only.
 */
export const photoStudioRoutes = ({ db, providers }: AppDeps) => {
  const catalog = () => listStudioOptions({ db, includeHidden: false });
  const sendFile = async (c: Context<AppEnv>, key: string) => {
    const stored = await providers.storage.get(key);
    if (!stored) throw AppError.notFound("Photo not found");
    return sendStoredFile(c, stored, "private, max-age=3600");
  };

  return new Hono<AppEnv>()
    .use("/photo-studio/*", membersOnly)
    .get("/photo-studio/settings", async (c) => {
      const { maxBytes, allowedTypes } = await readPhotoStudioSettings(db);
      return c.json({ maxBytes, allowedTypes, visionModel: providers.vision.model });
    })
    .get("/photo-studio/uploads", async (c) => {
      const { user } = requireUser(c);
      const [rows, options] = await Promise.all([listPhotos({ db, userId: user.id }), catalog()]);
      return c.json({ items: rows.map((row) => toPhotoUpload(row, options)) });
    })
    .post(
      "/photo-studio/uploads",
      limitBodyBy(async () => {
        const { maxBytes } = await readPhotoStudioSettings(db);
        return { maxSize: maxBytes + MULTIPART_OVERHEAD, message: photoStudioMessages.tooLarge(maxBytes) };
      }),
      validate("form", photoUploadFormSchema),
      async (c) => {
        const { user } = requireUser(c);
        await enforceRateLimit(db, uploadLimit, user.id, tooManyRequestsMessage);
        const settings = await readPhotoStudioSettings(db);
        const row = await uploadPhoto({
          db,
          storage: providers.storage,
          userId: user.id,
          settings,
          file: c.req.valid("form").photo,
        });
        return c.json(toPhotoUpload(row, await catalog()), 201);
      },
    )
    .get("/photo-studio/uploads/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      const row = await findPhoto({ db, userId: user.id, id: c.req.valid("param").id });
      return c.json(toPhotoUpload(row, await catalog()));
    })
    .get("/photo-studio/uploads/:id/image", idParam, async (c) => {
      const { user } = requireUser(c);
      return sendFile(c, (await findPhoto({ db, userId: user.id, id: c.req.valid("param").id })).imageKey);
    })
    .get("/photo-studio/uploads/:id/thumbnail", idParam, async (c) => {
      const { user } = requireUser(c);
      return sendFile(c, (await findPhoto({ db, userId: user.id, id: c.req.valid("param").id })).thumbnailKey);
    })
    .delete("/photo-studio/uploads/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      await deletePhoto({ db, storage: providers.storage, userId: user.id, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post("/photo-studio/uploads/:id/describe", idParam, async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      await findPhoto({ db, userId: user.id, id });
      // Before the quota, so a server without a model answers with how to enable it.
      if (!providers.vision.model) {
        throw new AppError("service_unavailable", 503, photoStudioMessages.visionNotConfigured);
      }
      await enforceRateLimit(db, describeLimit, user.id, tooManyRequestsMessage);
      try {
        const row = await describePhoto({
          db,
          storage: providers.storage,
          vision: providers.vision,
          userId: user.id,
          id,
          signal: c.req.raw.signal,
        });
        return c.json(toPhotoUpload(row, await catalog()));
      } catch (error) {
        throw toAppError(error);
      }
    });
};
