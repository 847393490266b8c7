import type { AdminLibraryCategory, AdminLibraryList } from "@promptloom/contracts/library-admin";
import type { LibraryItem, LibraryListItem } from "@promptloom/contracts/library-search";

/** Answers of the admin library API as component tests use them. */
export const writing: AdminLibraryCategory = {
  slug: "writing",
  name: "Writing",
  description: "Drafts, edits and rewrites.",
  type: "text",
  position: 1,
  promptCount: 2,
  publishedCount: 1,
};
export const marketing: AdminLibraryCategory = {
  slug: "marketing",
  name: "Marketing",
  description: "Campaigns and copy.",
  type: "text",
  position: 2,
  promptCount: 0,
  publishedCount: 0,
};

export const coldEmail: LibraryItem = {
  id: "5f0c3b1e-8d2a-4c6b-9e7f-1a2b3c4d5e6f",
  slug: "cold-email",
  title: "Cold email opener",
  description: "A first line that earns a reply.",
  body: "Write a cold email to {{recipient}} about {{offer:our new plan}} in a {{tone:friendly|formal}} tone.",
  example: "recipient: a bakery owner",
  type: "text",
  category: "writing",
  tags: ["email", "sales"],
  models: ["chatgpt", "claude"],
  featured: false,
  status: "published",
  copyCount: 12,
  saveCount: 3,
  exampleImageUrl: null,
  isFavorite: false,
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-02T09:00:00.000Z",
};

export const toListItem = ({ body: _, example: __, ...item }: LibraryItem): LibraryListItem => item;

export const draftPost: LibraryListItem = {
  ...toListItem(coldEmail),
  id: "6a1d4c2f-9e3b-4d7c-8f8a-2b3c4d5e6f70",
  slug: "launch-post",
  title: "Launch post",
  description: "Announce a launch.",
  status: "draft",
  featured: true,
};

export const listOf = (items: LibraryListItem[], page = 1, pageCount = 1): AdminLibraryList => ({
  items,
  total: items.length + (pageCount - 1) * 25,
  page,
  pageCount,
});
