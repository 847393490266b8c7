import { createHash } from "node:crypto";

import { imageModels, libraryLimits, textModels } from "@promptloom/contracts/library";

/** A row as read from a file: CSV fields by lowercased header, or one object of a JSON list. */
export type RawRow = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(text).filter(Boolean)
    : text(value)
        .split(/[,;]/)
        .map((item) => item.trim())
        .filter(Boolean);

const flag = (value: unknown) => value === true || /^(true|yes|1)$/i.test(text(value));

export const slugify = (title: string) =>
  title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, libraryLimits.slugMaxLength)
    .replace(/-+$/, "");

const normalizeTag = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9 -]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The public prompt list writes variables as `${Name}` or `${Name:default}`; ours are
 * `{{name}}` and `{{name:default}}` with snake_case names.
 */
const convertDollarVariables = (body: string) =>
  body.replace(/\$\{([A-Za-z][A-Za-z0-9 _-]{0,39})(?::([^}\n]*))?\}/g, (_, name: string, fallback?: string) => {
    const snake = name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_");
    return fallback?.trim() ? `{{${snake}:${fallback.trim()}}}` : `{{${snake}}}`;
  });

/** The first sentence of the prompt, as a description for rows that bring none. */
const describe = (body: string) => {
  const sentence =
    body
      .split(/(?<=[.!?])\s/)[0]
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  const limit = 200;
  return sentence.length > limit ? `${sentence.slice(0, limit - 1).trimEnd()}…` : sentence;
};

const isPublicListRow = (row: RawRow) => "act" in row && "prompt" in row && !("title" in row);

/**
 * Maps a row in our columns (slug, title, description, body, example, type, category, tags,
 * models, featured, status) or in the widely used public list's (act, prompt, for_devs, type,
 * contributor) to a library prompt candidate, filling what the row leaves out.
 */
export const normalizeImportRow = (row: RawRow, defaults: { category: string | null }) => {
  const isPublic = isPublicListRow(row);
  const title = text(isPublic ? row.act : row.title);
  const body = isPublic ? convertDollarVariables(text(row.prompt)) : text(row.body);
  const type = /^image$/i.test(text(row.type)) ? "image" : "text";
  const tags = list(row.tags).map(normalizeTag).filter(Boolean);
  if (isPublic && flag(row.for_devs)) tags.push("developers");
  const models = list(row.models).map((model) => model.toLowerCase());
  const status = text(row.status).toLowerCase() || "published";
  return {
    // A title in a script without Latin letters still needs a slug of its own.
    slug:
      text(row.slug) ||
      slugify(title) ||
      (title ? `prompt-${createHash("sha1").update(title).digest("hex").slice(0, 8)}` : ""),
    title,
    description: text(row.description) || describe(body),
    body,
    example: text(row.example),
    type,
    category:
      text(row.category).toLowerCase() ||
      (isPublic && flag(row.for_devs) && type === "text" ? "coding-development" : null) ||
      defaults.category,
    tags: [...new Set(tags)].slice(0, libraryLimits.tagsMax),
    models: models.length > 0 ? models : [...(type === "text" ? textModels : imageModels)],
    featured: flag(row.featured),
    status,
  };
};
