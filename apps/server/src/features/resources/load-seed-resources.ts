import { readdir, readFile } from "node:fs/promises";

import { resourceInputSchema } from "@promptloom/contracts/resources";
import { z } from "zod";

import { readFrontMatter } from "../../lib/front-matter.ts";

const seedFolder = new URL("./seed/", import.meta.url);

const seedFrontMatterSchema = resourceInputSchema.omit({ body: true, isPublished: true }).extend({
  file: z
    .string()
    .regex(/^[a-z0-9-]+\.[a-z]+$/)
    .optional(),
});

export type SeedResource = z.output<typeof resourceInputSchema> & {
  file: { name: string; bytes: Uint8Array } | null;
};

/** The starter resources: one Markdown file each in seed/, attachments in seed/files/. */
export const loadSeedResources = async (): Promise<SeedResource[]> => {
  const names = (await readdir(seedFolder)).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(
    names.map(async (name) => {
      const { data, body } = readFrontMatter(
        name,
        await readFile(new URL(name, seedFolder), "utf8"),
        seedFrontMatterSchema,
      );
      const { file, ...fields } = data;
      const input = resourceInputSchema.parse({ ...fields, body });
      return {
        ...input,
        file: file ? { name: file, bytes: new Uint8Array(await readFile(new URL(`files/${file}`, seedFolder))) } : null,
      };
    }),
  );
};
