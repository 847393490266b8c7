import type { LibraryPrompt } from "@promptloom/contracts/library";
import { parseTemplate } from "@promptloom/contracts/prompt-template";
import { beforeAll, describe, expect, it } from "vitest";

import { loadStarterLibrary, type StarterLibrary } from "./load-starter-library.ts";

/**
 * Near-duplicates are measured on word 3-grams ("shingles") of the bodies, two ways. Jaccard
 * (shared over all) catches a reworded copy: a pasted copy scores 1, one with a word in eight
 * changed still scores above 0.45 and one with a word in five changed about 0.26–0.33, since each
 * changed word breaks three shingles. Containment (shared over the smaller body) catches a short
 * prompt pasted into a longer one, which Jaccard dilutes. Between the independently written
 * prompts of this library the highest scores are 0.09 and 0.17: they share only scaffolding such as
 * "aspect ratio" or "negative prompt". The thresholds keep at least twice that headroom.
 */
const similarityLimits = { jaccard: 0.25, containment: 0.35 };

const shingles = (text: string): Set<string> => {
  const words = text.toLowerCase().match(/[a-z0-9_']+/g) ?? [];
  return new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`));
};

const similarity = (shared: number, a: number, b: number) => ({
  jaccard: shared / (a + b - shared),
  containment: shared / Math.min(a, b),
});

/** Every pair of bodies over either limit, counting shared shingles through an index of who holds each. */
const findNearDuplicates = (prompts: Pick<LibraryPrompt, "slug" | "body">[]) => {
  const sets = prompts.map((prompt) => shingles(prompt.body));
  const holders = new Map<string, number[]>();
  sets.forEach((set, index) => {
    for (const shingle of set) {
      const indices = holders.get(shingle);
      if (indices) indices.push(index);
      else holders.set(shingle, [index]);
    }
  });
  const sharedByPair = new Map<number, number>();
  for (const indices of holders.values()) {
    for (const [position, a] of indices.entries()) {
      for (const b of indices.slice(position + 1)) {
        const pair = a * prompts.length + b;
        sharedByPair.set(pair, (sharedByPair.get(pair) ?? 0) + 1);
      }
    }
  }
  const flagged: string[] = [];
  for (const [pair, shared] of sharedByPair) {
    const a = Math.floor(pair / prompts.length);
    const b = pair % prompts.length;
    const score = similarity(shared, sets[a]?.size ?? 0, sets[b]?.size ?? 0);
    if (score.jaccard >= similarityLimits.jaccard || score.containment >= similarityLimits.containment) {
      const scores = `${score.jaccard.toFixed(2)} / ${score.containment.toFixed(2)}`;
      flagged.push(`${prompts[a]?.slug} ~ ${prompts[b]?.slug}: ${scores}`);
    }
  }
  return flagged;
};

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

const wordRange = { text: [60, 250], image: [30, 150] } as const;

/** How a prompt written for one image model shows that model's syntax. */
const modelSyntax: Partial<Record<LibraryPrompt["models"][number], RegExp>> = {
  midjourney: /--ar |--niji |--tile /,
  "stable-diffusion": /Negative prompt:[\s\S]*Settings:/,
  ideogram: /Style: /,
};

let library: StarterLibrary;
beforeAll(async () => {
  library = await loadStarterLibrary();
});

const promptsOf = (type: "text" | "image") => library.prompts.filter((prompt) => prompt.type === type);

const countByCategory = (prompts: { category: string }[]) => {
  const counts = new Map<string, number>();
  for (const prompt of prompts) counts.set(prompt.category, (counts.get(prompt.category) ?? 0) + 1);
  return counts;
};

describe("starter library", () => {
  it("holds at least 1,000 prompts: 800 text and 200 image prompts", () => {
    expect(promptsOf("text").length).toBeGreaterThanOrEqual(800);
    expect(promptsOf("image").length).toBeGreaterThanOrEqual(200);
  });

  it("spreads them over at least 25 text and 10 image categories of at least 15 prompts each", () => {
    const countBySlug = countByCategory(library.prompts);
    for (const category of library.categories) {
      expect(countBySlug.get(category.slug) ?? 0, category.slug).toBeGreaterThanOrEqual(15);
    }
    const typeCount = (type: string) => library.categories.filter((category) => category.type === type).length;
    expect(typeCount("text")).toBeGreaterThanOrEqual(25);
    expect(typeCount("image")).toBeGreaterThanOrEqual(10);
  });

  it("gives every prompt a valid body with one to six variables", () => {
    for (const prompt of library.prompts) {
      const { variables, errors } = parseTemplate(prompt.body);
      expect(errors, prompt.slug).toEqual([]);
      expect(variables.length, prompt.slug).toBeGreaterThanOrEqual(1);
      expect(variables.length, prompt.slug).toBeLessThanOrEqual(6);
    }
  });

  it("keeps text prompts at 60–250 words and image prompts at 30–150", () => {
    for (const prompt of library.prompts) {
      const [min, max] = wordRange[prompt.type];
      const words = countWords(prompt.body);
      expect(words, prompt.slug).toBeGreaterThanOrEqual(min);
      expect(words, prompt.slug).toBeLessThanOrEqual(max);
    }
  });

  it("writes an image prompt meant for one model in that model's syntax", () => {
    const singleModel = promptsOf("image").filter((prompt) => prompt.models.length === 1);
    expect(singleModel.length).toBeGreaterThanOrEqual(100);
    for (const prompt of singleModel) {
      const syntax = modelSyntax[prompt.models[0] ?? "dall-e"];
      if (syntax) expect(prompt.body, prompt.slug).toMatch(syntax);
    }
  });

  it("gives every prompt a short example of use", () => {
    for (const prompt of library.prompts) {
      expect(prompt.example.length, prompt.slug).toBeGreaterThanOrEqual(40);
      expect(prompt.example.length, prompt.slug).toBeLessThanOrEqual(300);
    }
  });

  it("uses unique slugs and titles", () => {
    const slugs = library.prompts.map((prompt) => prompt.slug);
    const titles = library.prompts.map((prompt) => prompt.title.toLowerCase());
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("tags every prompt with lowercase tags from an existing category", () => {
    const categorySlugs = new Set(library.categories.map((category) => category.slug));
    for (const prompt of library.prompts) {
      expect(categorySlugs.has(prompt.category), prompt.slug).toBe(true);
      expect(prompt.tags.length, prompt.slug).toBeGreaterThanOrEqual(1);
      for (const tag of prompt.tags) expect(tag, prompt.slug).toBe(tag.toLowerCase());
    }
  });

  it("features about one prompt in ten, spread across categories", () => {
    const featured = library.prompts.filter((prompt) => prompt.featured);
    const share = featured.length / library.prompts.length;
    expect(share).toBeGreaterThanOrEqual(0.07);
    expect(share).toBeLessThanOrEqual(0.13);
    const perCategory = countByCategory(featured);
    expect(perCategory.size).toBeGreaterThanOrEqual(Math.ceil(library.categories.length * 0.75));
    for (const [slug, count] of perCategory) expect(count, slug).toBeLessThanOrEqual(4);
  });

  it("has no near-duplicate bodies", () => {
    expect(findNearDuplicates(library.prompts)).toEqual([]);
  });

  it("would flag a lightly reworded copy, and a prompt pasted inside a longer one", () => {
    const [first, second] = library.prompts;
    const original = first?.body ?? "";
    const reworded = original
      .split(" ")
      .map((word, index) => (index % 8 === 4 ? `changed${index}` : word))
      .join(" ");
    const padded = `${second?.body ?? ""}\n\n${original}`;
    expect(
      findNearDuplicates([
        { slug: "original", body: original },
        { slug: "reworded", body: reworded },
      ]),
    ).toEqual([expect.stringMatching(/^original ~ reworded: /)]);
    expect(
      findNearDuplicates([
        { slug: "original", body: original },
        { slug: "padded", body: padded },
      ]),
    ).toEqual([expect.stringMatching(/^original ~ padded: 0\.\d\d \/ 1\.00$/)]);
  });
});
