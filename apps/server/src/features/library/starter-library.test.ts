import { parseTemplate } from "@promptloom/contracts/prompt-template";
import { beforeAll, describe, expect, it } from "vitest";

import { loadStarterLibrary, type StarterLibrary } from "./load-starter-library.ts";

/**
 * Word 3-gram Jaccard similarity. In this library the most similar pair of independently written
 * prompts scores 0.06 (mean 0.002): they share only scaffolding such as "aspect ratio" or "the
 * output format". A pasted copy scores 1; a copy with one word in eight changed still scores
 * above 0.45 and one with a word in five changed about 0.26–0.33, since each changed word breaks
 * three shingles. 0.25 keeps four times the headroom over the closest real pair and still flags
 * any copy edited less thoroughly than one word in five.
 */
const similarityThreshold = 0.25;

const shingles = (text: string): Set<string> => {
  const words = text.toLowerCase().match(/[a-z0-9_']+/g) ?? [];
  return new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`));
};

const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
};

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

const wordRange = { text: [60, 250], image: [30, 150] } as const;

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
  it("has at least 150 text prompts and 30 image prompts", () => {
    expect(promptsOf("text").length).toBeGreaterThanOrEqual(150);
    expect(promptsOf("image").length).toBeGreaterThanOrEqual(30);
  });

  it("spreads them over at least 12 text and 4 image categories of at least 5 prompts each", () => {
    const countBySlug = countByCategory(library.prompts);
    for (const category of library.categories) {
      expect(countBySlug.get(category.slug) ?? 0, category.slug).toBeGreaterThanOrEqual(5);
    }
    const typeCount = (type: string) => library.categories.filter((category) => category.type === type).length;
    expect(typeCount("text")).toBeGreaterThanOrEqual(12);
    expect(typeCount("image")).toBeGreaterThanOrEqual(4);
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
    for (const [slug, count] of perCategory) expect(count, slug).toBeLessThanOrEqual(2);
  });

  it("has no near-duplicate bodies", () => {
    const sets = library.prompts.map((prompt) => ({ slug: prompt.slug, shingles: shingles(prompt.body) }));
    const tooSimilar: string[] = [];
    for (const [index, a] of sets.entries()) {
      for (const b of sets.slice(index + 1)) {
        const similarity = jaccard(a.shingles, b.shingles);
        if (similarity >= similarityThreshold) tooSimilar.push(`${a.slug} ~ ${b.slug}: ${similarity.toFixed(2)}`);
      }
    }
    expect(tooSimilar).toEqual([]);
  });

  it("would flag a lightly reworded copy as a near-duplicate", () => {
    const original = library.prompts[0]?.body ?? "";
    const reworded = original
      .split(" ")
      .map((word, index) => (index % 8 === 4 ? `changed${index}` : word))
      .join(" ");
    expect(jaccard(shingles(original), shingles(reworded))).toBeGreaterThan(similarityThreshold);
  });
});
