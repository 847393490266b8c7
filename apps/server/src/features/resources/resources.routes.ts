import { resourceQuerySchema } from "@promptloom/contracts/resources";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { findResource, findResourceRow } from "./find-resource.ts";
import { searchResources } from "./search-resources.ts";
import { resourceNotFound } from "./to-resource.ts";

const slugParam = validate("param", z.object({ slug: z.string().regex(/^[a-z0-9-]{1,90}$/, "Resource not found") }));

/** An attachment header that survives any file name: ASCII fallback plus the UTF-8 original. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Published guides, cheat sheets and downloads, for members. */
export const resourcesRoutes = ({ db, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/resources", membersOnly)
    .use("/resources/*", membersOnly)
    .get("/resources", validate("query", resourceQuerySchema), async (c) =>
      c.json(await searchResources({ db, query: c.req.valid("query"), includeDrafts: false })),
    )
    .get("/resources/:slug", slugParam, async (c) =>
      c.json(await findResource({ db, by: { slug: c.req.valid("param").slug }, includeDrafts: false })),
    )
    .get("/resources/:slug/file", slugParam, async (c) => {
      const row = await findResourceRow({ db, by: { slug: c.req.valid("param").slug }, includeDrafts: false });
      const file = row.fileKey ? await providers.storage.get(row.fileKey) : null;
      if (!file || !row.fileName) throw resourceNotFound();
      return c.body(file.body.buffer as ArrayBuffer, 200, {
        "Content-Type": row.fileType ?? file.contentType,
        "Content-Disposition": attachment(row.fileName),
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      });
    });
