import { describe, expect, it } from "vitest";

import { readLibrarySearch, writeLibrarySearch, type LibrarySearchFields } from "./library-search-params.ts";
import { libraryQuerySchema } from "./library-search.ts";

const full: LibrarySearchFields = {
  q: "cold email",
  category: "sales",
  tags: ["outreach", "b2b"],
  model: "claude",
  sort: "newest",
  favorites: true,
};
const empty: LibrarySearchFields = { q: "", category: "", tags: [], model: "", sort: "relevance", favorites: false };

describe("the library search's parameters", () => {
  it("read back what they wrote, and write nothing for the defaults", () => {
    expect(readLibrarySearch(new URLSearchParams(writeLibrarySearch(full)))).toEqual(full);
    expect(writeLibrarySearch(empty)).toEqual({});
    expect(readLibrarySearch(new URLSearchParams())).toEqual(empty);
  });

  it("are what the API's query schema reads, field for field", () => {
    const query = libraryQuerySchema.parse(writeLibrarySearch(full));
    expect(query).toMatchObject({
      q: full.q,
      category: full.category,
      tags: full.tags,
      model: full.model,
      sort: full.sort,
      favorites: true,
    });
    // Every field of the search is one the API reads.
    expect(Object.keys(libraryQuerySchema.shape)).toEqual(expect.arrayContaining(Object.keys(full)));
  });

  it("ignore a sort the API does not know", () => {
    expect(readLibrarySearch(new URLSearchParams("sort=oldest")).sort).toBe("relevance");
  });
});
