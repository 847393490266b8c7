import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

import {
  libraryCategorySchema,
  libraryPromptSchema,
  type LibraryCategory,
  type LibraryPrompt,
} from "@promptloom/contracts/library";
import { z } from "zod";

export type StarterLibrary = { categories: LibraryCategory[]; prompts: LibraryPrompt[] };

export const starterLibraryDirectory = join(import.meta.dirname, "starter-library");

const categoriesFile = "categories.json";

const describeIssues = (file: string, error: z.ZodError) =>
  error.issues.map((issue) => `${file} ${issue.path.join(".")}: ${issue.message}`);

/** A category's prompts may be split over `<category>.json`, `<category>.2.json`, `<category>.3.json`… */
const categoryOfFile = (file: string) => file.replace(/(?:\.\d+)?\.json$/, "");
const partOfFile = (file: string) => Number(/\.(\d+)\.json$/.exec(file)?.[1] ?? 1);
const byCategoryThenPart = (a: string, b: string) =>
  categoryOfFile(a).localeCompare(categoryOfFile(b)) || partOfFile(a) - partOfFile(b);

const readJson = async (directory: string, file: string): Promise<unknown> =>
  JSON.parse(await readFile(join(directory, file), "utf8")) as unknown;

/** Problems that no single record shows: references, file placement and uniqueness. */
const findCrossReferenceProblems = (
  categories: LibraryCategory[],
  prompts: { file: string; prompt: LibraryPrompt }[],
) => {
  const problems: string[] = [];
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  if (categoryBySlug.size !== categories.length) problems.push(`${categoriesFile}: category slugs repeat`);
  const seenSlugs = new Set<string>();
  for (const { file, prompt } of prompts) {
    const category = categoryBySlug.get(prompt.category);
    if (!category) problems.push(`${file} ${prompt.slug}: unknown category "${prompt.category}"`);
    else if (category.type !== prompt.type) {
      problems.push(
        `${file} ${prompt.slug}: a ${prompt.type} prompt in the ${category.type} category "${category.slug}"`,
      );
    } else if (categoryOfFile(file) !== prompt.category) {
      problems.push(`${file} ${prompt.slug}: belongs in ${prompt.category}.json`);
    }
    if (seenSlugs.has(prompt.slug)) problems.push(`${file} ${prompt.slug}: slug already used`);
    seenSlugs.add(prompt.slug);
  }
  return problems;
};

/**
 * What identifies one release of the starter library: a hash of its files, read without parsing
 * or validating them, so a start whose release was already offered costs a few milliseconds.
 */
export const starterLibraryRelease = async (directory = starterLibraryDirectory): Promise<string> => {
  const hash = createHash("sha256");
  for (const file of (await readdir(directory)).filter((name) => name.endsWith(".json")).sort()) {
    hash.update(file).update(await readFile(join(directory, file)));
  }
  return hash.digest("base64url");
};

/**
 * Reads and validates the starter library: `categories.json` plus, per category, one or more
 * arrays of prompts (`<category-slug>.json`, `<category-slug>.2.json`, …). Throws one error listing every problem, so a bad edit is caught
 * at start-up and in tests rather than half-seeded.
 */
export const loadStarterLibrary = async (directory = starterLibraryDirectory): Promise<StarterLibrary> => {
  const problems: string[] = [];
  const parsedCategories = z.array(libraryCategorySchema).safeParse(await readJson(directory, categoriesFile));
  if (!parsedCategories.success) problems.push(...describeIssues(categoriesFile, parsedCategories.error));
  const categories = parsedCategories.data ?? [];

  const promptFiles = (await readdir(directory)).filter((file) => file.endsWith(".json") && file !== categoriesFile);
  const prompts: { file: string; prompt: LibraryPrompt }[] = [];
  for (const file of promptFiles.sort(byCategoryThenPart)) {
    const parsed = z.array(libraryPromptSchema).safeParse(await readJson(directory, file));
    if (parsed.success) prompts.push(...parsed.data.map((prompt) => ({ file, prompt })));
    else problems.push(...describeIssues(file, parsed.error));
  }
  problems.push(...findCrossReferenceProblems(categories, prompts));

  if (problems.length > 0) throw new Error(`The starter library is invalid:\n${problems.join("\n")}`);
  return { categories, prompts: prompts.map(({ prompt }) => prompt) };
};
