import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { sendStoredFile } from "../../http/send-stored-file.ts";
import { isPrivatePhotoKey } from "../../lib/images/photo-keys.ts";

/**
 * Uploaded files (example images), served by the app whichever storage holds them, so pages
 * load them from their own origin. Keys are random, and the files are product content; members'
 * photos are not, and are refused here whatever their key.
 */
export const uploadsRoutes = ({ providers }: AppDeps) =>
  new Hono<AppEnv>().get("/uploads/*", async (c) => {
    const key = c.req.path.replace(/^\/api\/uploads\//, "");
    const object = isPrivatePhotoKey(key) ? null : await providers.storage.get(key);
    if (!object) throw AppError.notFound("File not found");
    return sendStoredFile(c, object, "public, max-age=31536000, immutable");
  });
