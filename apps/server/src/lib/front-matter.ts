import { parse } from "yaml";
import type { z, ZodType } from "zod";

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Splits a Markdown file into its YAML front matter, checked against `schema`, and its body.
 * Throws with the file's name and the first problem, so a bad file fails its test loudly.
 */
export const readFrontMatter = <Schema extends ZodType>(
  fileName: string,
  text: string,
  schema: Schema,
): { data: z.output<Schema>; body: string } => {
  const match = frontMatterPattern.exec(text);
  if (!match) throw new Error(`${fileName}: the file must start with front matter between two --- lines`);
  const parsed = schema.safeParse(parse(match[1] ?? ""));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${fileName}: ${issue?.path.join(".") || "front matter"}: ${issue?.message ?? "is invalid"}`);
  }
  return { data: parsed.data, body: text.slice(match[0].length).trim() };
};
