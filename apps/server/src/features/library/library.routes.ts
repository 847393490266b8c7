import {
  libraryCategoriesQuerySchema,
  libraryQuerySchema,
  libraryTagsQuerySchema,
} from "@promptloom/contracts/library-search";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { findLibraryPrompt } from "./find-library-prompt.ts";
import { createLibraryCache, searchLibraryThroughCache } from "./library-cache.ts";
import { listLibraryCategories } from "./list-library-categories.ts";
import { listLibraryTags } from "./list-library-tags.ts";
import { setLibraryFavorite } from "./set-library-favorite.ts";

const idOrSlugParam = validate("param", z.object({ id: z.string().min(1).max(100) }));
const idParam = validate("param", z.object({ id: z.uuid("Invalid prompt id") }));

/** The curated library as members see it: published prompts only. */
export const libraryRoutes = ({ db, notifications, logger }: AppDeps) => {
  const cache = createLibraryCache({ db, notifications, logger });
  return new Hono<AppEnv>()
    .use("/library/*", membersOnly)
    .get("/library", validate("query", libraryQuerySchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await searchLibraryThroughCache({ db, cache, userId: user.id, query: c.req.valid("query") }));
    })
    .get("/library/categories", validate("query", libraryCategoriesQuerySchema), async (c) => {
      const { type } = c.req.valid("query");
      return c.json({ items: await cache.categories(type ?? "", () => listLibraryCategories({ db, type })) });
    })
    .get("/library/tags", validate("query", libraryTagsQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return c.json({ items: await cache.tags(JSON.stringify(query), () => listLibraryTags({ db, ...query })) });
    })
    .get("/library/:id", idOrSlugParam, async (c) => {
      const { user } = requireUser(c);
      return c.json(await findLibraryPrompt({ db, userId: user.id, idOrSlug: c.req.valid("param").id }));
    })
    .put("/library/:id/favorite", idParam, async (c) => {
      const { user } = requireUser(c);
      await setLibraryFavorite({ db, userId: user.id, id: c.req.valid("param").id, isFavorite: true });
      return c.body(null, 204);
    })
    .delete("/library/:id/favorite", idParam, async (c) => {
      const { user } = requireUser(c);
      await setLibraryFavorite({ db, userId: user.id, id: c.req.valid("param").id, isFavorite: false });
      return c.body(null, 204);
    });
};
