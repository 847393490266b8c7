/**
 * Prompt names as assistants show them (Claude Code offers `/mcp__promptloom__<name>`): readable,
 * stable while the prompt keeps its title, and enough to find the prompt again.
 *
 * - a member's saved prompt: `my-<title slug>-<last 8 hex digits of its id>`
 * - a library prompt: `library-<slug>`
 */
const SAVED_PREFIX = "my-";
const LIBRARY_PREFIX = "library-";
const ID_SUFFIX_LENGTH = 8;
const SLUG_MAX_LENGTH = 40;

export type ParsedPromptName = { origin: "saved"; idSuffix: string } | { origin: "library"; slug: string };

const slugOf = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "") || "prompt";

/** The last hex digits of a uuid: the random part of the time-ordered ids saved prompts get. */
export const idSuffixOf = (id: string) => id.replace(/-/g, "").slice(-ID_SUFFIX_LENGTH);

export const savedPromptName = (prompt: { id: string; title: string }) =>
  `${SAVED_PREFIX}${slugOf(prompt.title)}-${idSuffixOf(prompt.id)}`;

export const libraryPromptName = (slug: string) => `${LIBRARY_PREFIX}${slug}`;

export const parsePromptName = (name: string): ParsedPromptName | null => {
  if (name.startsWith(LIBRARY_PREFIX) && name.length > LIBRARY_PREFIX.length) {
    return { origin: "library", slug: name.slice(LIBRARY_PREFIX.length) };
  }
  const saved = new RegExp(`^${SAVED_PREFIX}[a-z0-9-]*-([0-9a-f]{${ID_SUFFIX_LENGTH}})$`).exec(name);
  return saved?.[1] ? { origin: "saved", idSuffix: saved[1] } : null;
};
