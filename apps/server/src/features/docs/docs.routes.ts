import { docSearchQuerySchema } from "@promptloom/contracts/docs";
import { Hono } from "hono";
import { z } from "zod";

import { membersOnly, requireMember } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import { loadDocsOnce, type LoadedDoc } from "./load-docs.ts";
import { searchDocs } from "./search-docs.ts";

const slugParam = validate("param", z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, "Page not found") }));

const toSummary = ({ slug, title, summary, section, order, routes }: LoadedDoc) => ({
  slug,
  title,
  summary,
  section,
  order,
  routes,
});

/** The product documentation for members; pages written for admins are listed to admins only. */
export const docsRoutes = () => {
  const visibleDocs = async (c: Parameters<typeof requireMember>[0]) => {
    const { profile } = await requireMember(c);
    const docs = await loadDocsOnce();
    return profile.isAdmin ? docs : docs.filter((doc) => doc.audience === "members");
  };
  return new Hono<AppEnv>()
    .use("/docs", membersOnly)
    .use("/docs/*", membersOnly)
    .get("/docs", async (c) => c.json({ items: (await visibleDocs(c)).map(toSummary) }))
    .get("/docs/search", validate("query", docSearchQuerySchema), async (c) =>
      c.json({ items: searchDocs(await visibleDocs(c), c.req.valid("query").q) }),
    )
    .get("/docs/:slug", slugParam, async (c) => {
      const doc = (await visibleDocs(c)).find((item) => item.slug === c.req.valid("param").slug);
      if (!doc) throw AppError.notFound("Page not found");
      return c.json({ ...toSummary(doc), body: doc.body, headings: doc.headings });
    });
};
