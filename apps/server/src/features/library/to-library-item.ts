import type { LibraryItem, LibraryListItem } from "@promptloom/contracts/library-search";
import { sql } from "drizzle-orm";

import { libraryFavorites, libraryPrompts, type LibraryPromptRow } from "../../db/schema/index.ts";
import { publicUploadUrl } from "../../lib/images/example-image.ts";

/** The columns a library item is made of; `isFavorite` needs the favourites join for the member. */
export const libraryItemColumns = {
  id: libraryPrompts.id,
  slug: libraryPrompts.slug,
  title: libraryPrompts.title,
  description: libraryPrompts.description,
  body: libraryPrompts.body,
  example: libraryPrompts.example,
  type: libraryPrompts.type,
  category: libraryPrompts.category,
  tags: libraryPrompts.tags,
  models: libraryPrompts.models,
  featured: libraryPrompts.featured,
  status: libraryPrompts.status,
  copyCount: libraryPrompts.copyCount,
  saveCount: libraryPrompts.saveCount,
  exampleImageKey: libraryPrompts.exampleImageKey,
  createdAt: libraryPrompts.createdAt,
  updatedAt: libraryPrompts.updatedAt,
  isFavorite: sql<boolean>`${libraryFavorites.userId} is not null`,
};

type LibraryItemRow = Omit<LibraryPromptRow, "search" | "searchHead"> & { isFavorite: boolean };

/** The columns of a search result: everything but the text and its example. */
export const { body: _body, example: _example, ...libraryListColumns } = libraryItemColumns;

export const toLibraryItem = (row: LibraryItemRow): LibraryItem => ({
  ...toLibraryListItem(row),
  body: row.body,
  example: row.example,
});

export const toLibraryListItem = (row: Omit<LibraryItemRow, "body" | "example">): LibraryListItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  type: row.type,
  category: row.category,
  tags: row.tags,
  models: row.models,
  featured: row.featured,
  status: row.status,
  copyCount: row.copyCount,
  saveCount: row.saveCount,
  exampleImageUrl: publicUploadUrl(row.exampleImageKey),
  isFavorite: row.isFavorite,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
