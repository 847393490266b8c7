import {
  createLibraryCategorySchema,
  deleteLibraryCategoryQuerySchema,
  renameLibraryTagSchema,
  updateLibraryCategorySchema,
} from "@promptloom/contracts/library-admin";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import {
  createLibraryCategory,
  deleteLibraryCategory,
  listAdminCategories,
  updateLibraryCategory,
} from "./library-categories-admin.ts";
import { changeLibraryTag, listAdminTags } from "./library-tags-admin.ts";

const slugParam = validate("param", z.object({ slug: z.string().trim().toLowerCase().min(1).max(80) }));
const tagParam = validate("param", z.object({ tag: z.string().trim().toLowerCase().min(1).max(30) }));

/** The library's categories and tags, for admins; every change audited. */
export const libraryTaxonomyAdminRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/library-categories", async (c) => c.json({ items: await listAdminCategories(db) }))
    .post("/admin/library-categories", validate("json", createLibraryCategorySchema), async (c) => {
      const { user } = requireUser(c);
      await createLibraryCategory({ db, actor: user, input: c.req.valid("json") });
      return c.json({ items: await listAdminCategories(db) }, 201);
    })
    .put("/admin/library-categories/:slug", slugParam, validate("json", updateLibraryCategorySchema), async (c) => {
      const { user } = requireUser(c);
      await updateLibraryCategory({ db, actor: user, slug: c.req.valid("param").slug, input: c.req.valid("json") });
      return c.json({ items: await listAdminCategories(db) });
    })
    .delete(
      "/admin/library-categories/:slug",
      slugParam,
      validate("query", deleteLibraryCategoryQuerySchema),
      async (c) => {
        const { user } = requireUser(c);
        const { moveTo } = c.req.valid("query");
        await deleteLibraryCategory({ db, actor: user, slug: c.req.valid("param").slug, moveTo });
        return c.json({ items: await listAdminCategories(db) });
      },
    )
    .get("/admin/library-tags", async (c) => c.json({ items: await listAdminTags(db) }))
    .put("/admin/library-tags/:tag", tagParam, validate("json", renameLibraryTagSchema), async (c) => {
      const { user } = requireUser(c);
      const changed = await changeLibraryTag({
        db,
        actor: user,
        tag: c.req.valid("param").tag,
        to: c.req.valid("json").name,
      });
      return c.json({ changed });
    })
    .delete("/admin/library-tags/:tag", tagParam, async (c) => {
      const { user } = requireUser(c);
      const changed = await changeLibraryTag({ db, actor: user, tag: c.req.valid("param").tag, to: null });
      return c.json({ changed });
    });
