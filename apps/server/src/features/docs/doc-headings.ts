import type { DocHeading } from "@promptloom/contracts/docs";
import GithubSlugger from "github-slugger";

/** Inline Markdown reduced to the text a reader sees: links, emphasis and code marks removed. */
export const plainText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_|`)/g, "")
    .trim();

/**
 * The page's `##` and `###` headings (its contents list) with the ids the rendered page gives
 * them: the same slugger GitHub and rehype-slug use, so links land. Fenced code is skipped.
 */
export const readHeadings = (body: string): (DocHeading & { line: number })[] => {
  const slugger = new GithubSlugger();
  const headings: (DocHeading & { line: number })[] = [];
  let isInFence = false;
  body.split("\n").forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) isInFence = !isInFence;
    if (isInFence) return;
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1] || !match[2]) return;
    const text = plainText(match[2]);
    // Every heading takes its slug, so a repeated title numbers the same way as on the page.
    const id = slugger.slug(text);
    const depth = match[1].length;
    if (depth === 2 || depth === 3) headings.push({ depth, text, id, line: index });
  });
  return headings;
};
