import type {
  LibraryCategoryItem,
  LibraryList,
  libraryQuerySchema,
  LibraryTag,
} from "@promptloom/contracts/library-search";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import type { Notifications } from "../../db/notifications.ts";
import { libraryFavorites } from "../../db/schema/index.ts";
import { listenForChanges } from "../../lib/memo-until-changed.ts";
import { searchLibrary } from "./search-library.ts";

/** The channel the library's triggers (migration 0015) announce changes on. */
export const LIBRARY_CHANGES_CHANNEL = "library_changes";

type LibraryQuery = z.output<typeof libraryQuerySchema>;

/** Distinct searches kept (their first pages and next pages alike). */
const MAX_SEARCHES = 2_000;
const MAX_MEMBERS = 50_000;

export type LibraryCache = {
  /** A search every member shares: no favourites filter, `isFavorite` false throughout. */
  search: (query: LibraryQuery, load: () => Promise<LibraryList>) => Promise<LibraryList>;
  categories: (type: string, load: () => Promise<LibraryCategoryItem[]>) => Promise<LibraryCategoryItem[]>;
  tags: (key: string, load: () => Promise<LibraryTag[]>) => Promise<LibraryTag[]>;
  /** The ids of the prompts a member marked as favourites. */
  favoritesOf: (userId: string) => Promise<Set<string>>;
};

/**
 * The library is read far more than it changes, so identical searches, the categories and the
 * tags are answered from memory until the database announces a change to the library (payload
 * "") or to one member's favourites (payload: their id), on every instance.
 */
export const createLibraryCache = (options: {
  db: Database;
  notifications: Notifications;
  logger: Logger;
}): LibraryCache => {
  const { db, notifications, logger } = options;
  const feed = listenForChanges({
    notifications,
    channel: LIBRARY_CHANGES_CHANNEL,
    logger,
    onChange: (payload) => {
      if (payload !== "") return favorites.forget(payload);
      searches.clear();
      categories.clear();
      tags.clear();
    },
  });
  const searches = feed.memo<LibraryList>(MAX_SEARCHES);
  const categories = feed.memo<LibraryCategoryItem[]>(10);
  const tags = feed.memo<LibraryTag[]>(MAX_SEARCHES);
  const favorites = feed.memo<Set<string>>(MAX_MEMBERS);
  const always = async <T>(value: Promise<T | undefined>, load: () => Promise<T>) => (await value) ?? load();

  return {
    search: (query, load) => always(searches.read(JSON.stringify(query), load), load),
    categories: (type, load) => always(categories.read(type, load), load),
    tags: (key, load) => always(tags.read(key, load), load),
    favoritesOf: (userId) => {
      const load = async () => {
        const rows = await db
          .select({ promptId: libraryFavorites.promptId })
          .from(libraryFavorites)
          .where(eq(libraryFavorites.userId, userId));
        return new Set(rows.map((row) => row.promptId));
      };
      return always(favorites.read(userId, load), load);
    },
  };
};

/**
 * A member's search: shared answers from the cache with their own favourites marked; a search of
 * their favourites is theirs alone and read from the database.
 */
export const searchLibraryThroughCache = async (options: {
  db: Database;
  cache: LibraryCache;
  userId: string;
  query: LibraryQuery;
}): Promise<LibraryList> => {
  const { db, cache, userId, query } = options;
  if (query.favorites) return searchLibrary({ db, userId, query });
  // No member has the empty id, so the shared answer marks no favourites.
  const [list, favorites] = await Promise.all([
    cache.search(query, () => searchLibrary({ db, userId: "", query })),
    cache.favoritesOf(userId),
  ]);
  return { ...list, items: list.items.map((item) => ({ ...item, isFavorite: favorites.has(item.id) })) };
};
