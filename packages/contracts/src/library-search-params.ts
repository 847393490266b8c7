import { librarySorts, type LibrarySort } from "./library-search.ts";

/** A library search as screens hold it: the fields `GET /api/library` reads, parsed. */
export type LibrarySearchFields = {
  q: string;
  category: string;
  tags: string[];
  model: string;
  sort: LibrarySort;
  favorites: boolean;
};

const isLibrarySort = (value: string | null): value is LibrarySort => librarySorts.includes(value as LibrarySort);

/** Reads a search from URL parameters (an address or an API query); what is missing or unknown is the default. */
export const readLibrarySearch = (params: URLSearchParams): LibrarySearchFields => {
  const sort = params.get("sort");
  return {
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
    tags: (params.get("tags") ?? "").split(",").filter(Boolean),
    model: params.get("model") ?? "",
    sort: isLibrarySort(sort) ? sort : "relevance",
    favorites: params.get("favorites") === "true",
  };
};

/**
 * Writes a search as URL parameters in the form `libraryQuerySchema` reads (tags comma-separated,
 * `favorites=true`), leaving out empty values and the default sort: the one serialisation the
 * address and the API query share.
 */
export const writeLibrarySearch = (search: LibrarySearchFields): Record<string, string> => {
  const params: Record<string, string> = {};
  if (search.q) params.q = search.q;
  if (search.category) params.category = search.category;
  if (search.tags.length > 0) params.tags = search.tags.join(",");
  if (search.model) params.model = search.model;
  if (search.sort !== "relevance") params.sort = search.sort;
  if (search.favorites) params.favorites = "true";
  return params;
};
