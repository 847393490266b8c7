import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { studioPresetChoicesSchema, type StudioPresetChoices } from "@promptloom/contracts/studio/studio-choices";
import { studioGroups, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import { aspectRatioPattern, studioOptionLimits } from "@promptloom/contracts/studio/studio-options";
import { createStudioPresetSchema } from "@promptloom/contracts/studio/studio-presets";
import { z } from "zod";

const directory = join(import.meta.dirname, "starter-options");

const starterOptionSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(studioOptionLimits.slugMaxLength),
  label: z.string().min(1).max(studioOptionLimits.labelMaxLength),
  description: z.string().min(1).max(studioOptionLimits.descriptionMaxLength),
  term: z.string().min(1).max(studioOptionLimits.termMaxLength),
  phrase: z.string().min(1).max(studioOptionLimits.phraseMaxLength).nullable().default(null),
});

export type StarterOption = z.output<typeof starterOptionSchema> & { group: StudioGroup; position: number };
export type StarterPreset = { name: string; description: string; choices: StudioPresetChoices; position: number };

const readJson = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(join(directory, file), "utf8")) as unknown;

const check = <T>(file: string, schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${file} ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`The starter studio options are invalid:\n${problems.join("\n")}`);
};

/** Problems no single record shows: repeated slugs, aspect ratios, presets naming missing options. */
const findProblems = (options: StarterOption[], presets: StarterPreset[]) => {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const option of options) {
    const key = `${option.group}/${option.slug}`;
    if (keys.has(key)) problems.push(`${option.group}.json: slug "${option.slug}" repeats`);
    keys.add(key);
    if (option.group === "aspect" && !aspectRatioPattern.test(option.term)) {
      problems.push(`aspect.json ${option.slug}: "${option.term}" is not a ratio like 16:9`);
    }
  }
  for (const preset of presets) {
    for (const [group, picks] of Object.entries(preset.choices.picks)) {
      for (const pick of picks) {
        if ("slug" in pick && !keys.has(`${group}/${pick.slug}`)) {
          problems.push(`presets.json "${preset.name}": no ${group} option "${pick.slug}"`);
        }
      }
    }
  }
  return problems;
};

/** The options and featured presets a new installation starts with, checked before anything is stored. */
export const loadStarterStudio = async (): Promise<{ options: StarterOption[]; presets: StarterPreset[] }> => {
  const options: StarterOption[] = [];
  for (const group of studioGroups) {
    const file = `${group}.json`;
    const records = check(file, z.array(starterOptionSchema), await readJson(file));
    options.push(...records.map((record, position) => ({ ...record, group, position })));
  }
  const presetSchema = createStudioPresetSchema.pick({ name: true, description: true }).extend({
    choices: studioPresetChoicesSchema,
  });
  const presets = check("presets.json", z.array(presetSchema), await readJson("presets.json")).map(
    (preset, position) => ({ ...preset, position }),
  );
  const problems = findProblems(options, presets);
  if (problems.length > 0) throw new Error(`The starter studio options are invalid:\n${problems.join("\n")}`);
  return { options, presets };
};
