import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { loadStarterLibrary } from "./load-starter-library.ts";

const category = { slug: "email", name: "Email", description: "Messages that get answered.", type: "text" };

const prompt = (overrides: Record<string, unknown> = {}) => ({
  slug: "follow-up",
  title: "Follow-up",
  description: "A short follow-up after a meeting.",
  body: "Write a follow-up to {{name}} about {{topic:our meeting}}.",
  type: "text",
  category: "email",
  tags: ["follow-up"],
  models: ["chatgpt"],
  featured: false,
  ...overrides,
});

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), "starter-library-"));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const writeLibrary = async (files: Record<string, unknown>) => {
  for (const [file, content] of Object.entries(files)) {
    await writeFile(join(directory, file), JSON.stringify(content));
  }
};

describe("loadStarterLibrary", () => {
  it("returns the categories and every prompt of a valid library", async () => {
    await writeLibrary({ "categories.json": [category], "email.json": [prompt()] });
    const library = await loadStarterLibrary(directory);
    expect(library.categories).toEqual([category]);
    expect(library.prompts.map((item) => item.slug)).toEqual(["follow-up"]);
  });

  it("lists every problem at once: bad placeholders, wrong models, references and repeats", async () => {
    await writeLibrary({
      "categories.json": [category, { ...category, slug: "photos", type: "image" }],
      "email.json": [
        prompt({ body: "Write to {{Name}}." }),
        prompt({ slug: "image-model", models: ["midjourney"] }),
        prompt({ slug: "Upper Case", tags: ["Sales"] }),
      ],
      "photos.json": [
        prompt(),
        prompt({ slug: "wrong-type", category: "photos" }),
        prompt({ slug: "lost", category: "nowhere" }),
      ],
    });
    const error = await loadStarterLibrary(directory).then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    const lines = error?.message.split("\n") ?? [];
    expect(lines[0]).toBe("The starter library is invalid:");
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining('email.json 0.body: Line 1: "{{Name}}" uses "Name" as a name.'),
        "email.json 1.models: Midjourney cannot run text prompts",
        expect.stringMatching(/^email\.json 2\.slug: /),
        expect.stringMatching(/^email\.json 2\.tags\.0: /),
        'photos.json wrong-type: a text prompt in the image category "photos"',
        "photos.json follow-up: belongs in email.json",
        'photos.json lost: unknown category "nowhere"',
      ]),
    );
    expect(lines).toHaveLength(8);
  });

  it("reads a category's prompts from several numbered files", async () => {
    await writeLibrary({
      "categories.json": [category],
      "email.json": [prompt()],
      "email.2.json": [prompt({ slug: "second" })],
      "email.x.json": [prompt({ slug: "misplaced" })],
    });
    await expect(loadStarterLibrary(directory)).rejects.toThrow(
      /^The starter library is invalid:\nemail\.x\.json misplaced: belongs in email\.json$/,
    );
    await rm(join(directory, "email.x.json"));
    const library = await loadStarterLibrary(directory);
    expect(library.prompts.map((item) => item.slug)).toEqual(["follow-up", "second"]);
  });

  it("rejects a slug used twice across files", async () => {
    await writeLibrary({
      "categories.json": [category, { ...category, slug: "sales" }],
      "email.json": [prompt()],
      "sales.json": [prompt({ category: "sales" })],
    });
    await expect(loadStarterLibrary(directory)).rejects.toThrow("sales.json follow-up: slug already used");
  });
});
