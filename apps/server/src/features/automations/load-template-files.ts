import { readdir, readFile } from "node:fs/promises";

import { automationTemplateFileSchema } from "@promptloom/contracts/automations";
import type { z } from "zod";

const templatesDir = new URL("./templates/", import.meta.url);

export type TemplateFile = z.output<typeof automationTemplateFileSchema>;

/** The n8n templates kept in the repository, each checked like an admin's save; a bad file fails loudly. */
export const loadTemplateFiles = async (): Promise<TemplateFile[]> => {
  const names = (await readdir(templatesDir)).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    names.map(async (name) => {
      const result = automationTemplateFileSchema.safeParse(
        JSON.parse(await readFile(new URL(name, templatesDir), "utf8")),
      );
      if (!result.success)
        throw new Error(`automation template ${name}: ${result.error.issues[0]?.message ?? "invalid"}`);
      return result.data;
    }),
  );
};
