import { createHash } from "node:crypto";

import type { LibraryPrompt } from "@promptloom/contracts/library";
import { and, count, eq, max } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { libraryCategories, libraryPrompts, libraryStarterOffers } from "../../db/schema/index.ts";
import { loadStarterLibrary, starterLibraryRelease, type StarterLibrary } from "./load-starter-library.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A "release" offer records a whole starter library (by its hash) as given, items included. */
type OfferKind = "category" | "prompt" | "example" | "release";
type SeedReport = { categories: number; prompts: number; examples: number };

const batchSize = 500;

/** Which starter items this install has not been given yet, by kind. */
const findUnoffered = async (tx: Transaction, starter: StarterLibrary) => {
  const offered = await tx.select().from(libraryStarterOffers);
  const isOffered = new Set(offered.map((offer) => `${offer.kind}:${offer.slug}`));
  const isNew = (kind: OfferKind, slug: string) => !isOffered.has(`${kind}:${slug}`);
  return {
    hasHistory: offered.length > 0,
    categories: starter.categories.filter((category) => isNew("category", category.slug)),
    prompts: starter.prompts.filter((prompt) => isNew("prompt", prompt.slug)),
    // An example counts as offered once there was one to give.
    examples: starter.prompts.filter((prompt) => prompt.example && isNew("example", prompt.slug)),
  };
};

const addCategories = async (tx: Transaction, categories: StarterLibrary["categories"]) => {
  if (categories.length === 0) return 0;
  const [last] = await tx.select({ position: max(libraryCategories.position) }).from(libraryCategories);
  const first = (last?.position ?? -1) + 1;
  const added = await tx
    .insert(libraryCategories)
    .values(categories.map((category, index) => ({ ...category, position: first + index })))
    .onConflictDoNothing()
    .returning({ slug: libraryCategories.slug });
  return added.length;
};

/** New prompts go into categories that exist; one whose category an admin deleted is skipped. */
const addPrompts = async (tx: Transaction, prompts: LibraryPrompt[]) => {
  const present = await tx.select({ slug: libraryCategories.slug }).from(libraryCategories);
  const categories = new Set(present.map((category) => category.slug));
  const placeable = prompts.filter((prompt) => categories.has(prompt.category));
  const added = new Set<string>();
  for (let start = 0; start < placeable.length; start += batchSize) {
    const rows = await tx
      .insert(libraryPrompts)
      .values(placeable.slice(start, start + batchSize).map((prompt) => ({ ...prompt, status: "published" as const })))
      .onConflictDoNothing()
      .returning({ slug: libraryPrompts.slug });
    for (const row of rows) added.add(row.slug);
  }
  return added;
};

/** Gives a stored starter prompt its example only while it still has the starter's exact text and no example. */
const fillExamples = async (tx: Transaction, prompts: LibraryPrompt[]) => {
  let filled = 0;
  for (const prompt of prompts) {
    const rows = await tx
      .update(libraryPrompts)
      .set({ example: prompt.example })
      .where(
        and(eq(libraryPrompts.slug, prompt.slug), eq(libraryPrompts.body, prompt.body), eq(libraryPrompts.example, "")),
      )
      .returning({ slug: libraryPrompts.slug });
    filled += rows.length;
  }
  return filled;
};

const wasOffered = async (db: Database, release: string) => {
  const [offer] = await db
    .select({ slug: libraryStarterOffers.slug })
    .from(libraryStarterOffers)
    .where(and(eq(libraryStarterOffers.kind, "release"), eq(libraryStarterOffers.slug, release)));
  return offer !== undefined;
};

const recordOffers = async (tx: Transaction, offers: { kind: OfferKind; slug: string }[]) => {
  for (let start = 0; start < offers.length; start += batchSize) {
    await tx
      .insert(libraryStarterOffers)
      .values(offers.slice(start, start + batchSize))
      .onConflictDoNothing();
  }
};

/**
 * Brings the starter library in on start. A fresh install gets all of it. An install that had
 * starter content before gets only what it was never offered: a newer release's categories and
 * prompts (published), and examples for starter prompts whose text is still as shipped. Every
 * item is offered once and recorded, so a prompt an admin deleted or edited stays that way. A
 * library filled some other way before anything was offered is left alone. A release offered in
 * full is recorded too, so the next start with the same files neither parses them nor reads the
 * offers again.
 */
export const seedLibrary = async (options: {
  db: Database;
  logger: Logger;
  /** The shipped starter library unless given. */
  starter?: StarterLibrary;
}): Promise<void> => {
  const { db, logger } = options;
  const release = options.starter
    ? createHash("sha256").update(JSON.stringify(options.starter)).digest("base64url")
    : await starterLibraryRelease();
  if (await wasOffered(db, release)) return;
  const starter = options.starter ?? (await loadStarterLibrary());
  const report = await db.transaction(async (tx): Promise<SeedReport | null> => {
    const unoffered = await findUnoffered(tx, starter);
    if (!unoffered.hasHistory) {
      const [existing] = await tx.select({ total: count() }).from(libraryPrompts);
      if ((existing?.total ?? 0) > 0) return null;
    }
    const categories = await addCategories(tx, unoffered.categories);
    const added = await addPrompts(tx, unoffered.prompts);
    const examples = await fillExamples(
      tx,
      unoffered.examples.filter((prompt) => !added.has(prompt.slug)),
    );
    await recordOffers(tx, [
      ...unoffered.categories.map((category) => ({ kind: "category" as const, slug: category.slug })),
      ...unoffered.prompts.map((prompt) => ({ kind: "prompt" as const, slug: prompt.slug })),
      ...unoffered.examples.map((prompt) => ({ kind: "example" as const, slug: prompt.slug })),
      { kind: "release", slug: release },
    ]);
    return { categories, prompts: added.size, examples };
  });
  if (!report || report.prompts + report.categories + report.examples === 0) return;
  logger.info(
    `library: added ${report.prompts} starter prompts, ${report.categories} categories and ${report.examples} examples of use`,
  );
};
