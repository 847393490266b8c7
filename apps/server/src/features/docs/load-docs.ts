import { readdir, readFile } from "node:fs/promises";

import { docFrontMatterSchema, docSections, type DocFrontMatter, type DocPage } from "@promptloom/contracts/docs";

import { readFrontMatter } from "../../lib/front-matter.ts";
import { readHeadings } from "./doc-headings.ts";

/** The product documentation ships in the repository, beside the code it documents. */
export const docsFolder = new URL("../../../../../docs/product/", import.meta.url);

export type LoadedDoc = DocPage & { audience: DocFrontMatter["audience"]; lines: string[]; headingLines: number[] };

const bySectionThenOrder = (a: LoadedDoc, b: LoadedDoc) =>
  docSections.indexOf(a.section) - docSections.indexOf(b.section) ||
  a.order - b.order ||
  a.title.localeCompare(b.title);

/** Every page in the folder (its README is for contributors), checked, in contents order. */
export const loadDocs = async (folder: URL = docsFolder): Promise<LoadedDoc[]> => {
  const names = (await readdir(folder)).filter((name) => name.endsWith(".md") && name !== "README.md");
  const docs = await Promise.all(
    names.map(async (name): Promise<LoadedDoc> => {
      const { data, body } = readFrontMatter(name, await readFile(new URL(name, folder), "utf8"), docFrontMatterSchema);
      const headings = readHeadings(body);
      return {
        slug: name.replace(/\.md$/, ""),
        ...data,
        body,
        headings: headings.map(({ depth, text, id }) => ({ depth, text, id })),
        lines: body.split("\n"),
        headingLines: headings.map((heading) => heading.line),
      };
    }),
  );
  return docs.sort(bySectionThenOrder);
};

let cached: Promise<LoadedDoc[]> | null = null;

/** Loaded once per process: the files only change with a new release. */
export const loadDocsOnce = () => (cached ??= loadDocs());
