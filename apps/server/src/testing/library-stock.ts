import type { Database } from "../db/database.ts";
import { libraryCategories, libraryPrompts } from "../db/schema/index.ts";
import type { SignedInClient } from "./create-test-app.ts";
import { expectJson } from "./expect-json.ts";

/** A library prompt to stock: its slug, and whatever differs from a plain published text prompt. */
export type LibraryFixture = Partial<typeof libraryPrompts.$inferInsert> & { slug: string };

const base = {
  description: "A prompt.",
  body: "Do the thing well.",
  type: "text" as const,
  category: "writing",
  tags: [],
  models: ["chatgpt"],
};

/** Three categories (Email first, then Writing and Photography) and the given prompts, titled by slug. */
export const stockLibrary = async (db: Database, prompts: LibraryFixture[]) => {
  await db.insert(libraryCategories).values([
    { slug: "writing", name: "Writing", description: "Words.", type: "text", position: 1 },
    { slug: "email", name: "Email", description: "Mail.", type: "text", position: 0 },
    { slug: "photography", name: "Photography", description: "Photos.", type: "image", position: 2 },
  ]);
  if (prompts.length === 0) return;
  await db.insert(libraryPrompts).values(prompts.map((prompt) => ({ ...base, title: prompt.slug, ...prompt })));
};

export type LibrarySearchQuery = Parameters<SignedInClient["api"]["library"]["$get"]>[0]["query"];

export const searchLibrary = (member: SignedInClient, query: LibrarySearchQuery) =>
  expectJson(member.api.library.$get({ query }));

/** The slugs of a search's first page, in order. */
export const librarySlugs = async (member: SignedInClient, query: LibrarySearchQuery) =>
  (await searchLibrary(member, query)).items.map((item) => item.slug);

export const readLibraryPrompt = (member: SignedInClient, idOrSlug: string) =>
  expectJson(member.api.library[":id"].$get({ param: { id: idOrSlug } }));
