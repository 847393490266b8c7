import { count, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryFavorites, libraryPrompts } from "../../db/schema/index.ts";

/** How long an exact total is reused: a library grows by hand, a minute behind is still true enough. */
const CACHE_MS = 60_000;
const CACHE_ENTRIES = 500;

type Cache = Map<string, { total: number; expiresAt: number }>;
/** One cache per database, so two databases in one process never share a total. */
const caches = new WeakMap<object, Cache>();

const cacheOf = (db: object): Cache => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
};

/**
 * The exact number of matches, for searches that counted past the cap. Counting every match of
 * a broad search is the slow part, so each search's total is kept for a minute (`key` says which
 * search, and whose favourites when they are filtered on).
 */
export const countAllMatches = async (options: {
  db: Database;
  /** The database the cache belongs to (the transaction's parent when counting inside one). */
  cacheOwner: object;
  key: string;
  where: SQL | undefined;
  favoriteJoin: SQL | undefined;
  now?: number;
}): Promise<number> => {
  const now = options.now ?? Date.now();
  const cache = cacheOf(options.cacheOwner);
  const cached = cache.get(options.key);
  if (cached && cached.expiresAt > now) return cached.total;
  const [row] = await options.db
    .select({ total: count() })
    .from(libraryPrompts)
    .leftJoin(libraryFavorites, options.favoriteJoin)
    .where(options.where);
  const total = row?.total ?? 0;
  if (cache.size >= CACHE_ENTRIES) cache.clear();
  cache.set(options.key, { total, expiresAt: now + CACHE_MS });
  return total;
};
