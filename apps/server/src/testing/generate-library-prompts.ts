import type { libraryPrompts } from "../db/schema/index.ts";

/**
 * Generated library prompts for scale tests and benchmarks: deterministic for a seed, with word
 * frequencies shaped like content words in real prompts (Zipf–Mandelbrot over 5,000 words: the
 * most common word is in about half the prompts, the hundredth in about one in ten, most words
 * in a handful), so full-text queries hit realistic numbers of rows.
 */

const vocabulary = `write draft email report summary plan strategy customer team product launch market campaign
analysis data chart insight research review feedback outline article blog post newsletter social media
caption thread script video podcast interview question answer lesson course student teacher explain
concept example guide checklist template framework process workflow meeting agenda notes decision risk
budget forecast revenue pricing sales pitch proposal contract negotiation objection follow lead prospect
onboarding support ticket complaint apology refund policy hiring job resume cover letter career skill
code function bug test refactor api database query schema migration deploy security performance review
design brand logo color palette typography layout landing page headline tagline copy story character
scene dialogue plot poem song lyrics tone voice style audience persona goal metric kpi okr roadmap
feature user research survey persona journey map competitor positioning value proposition message
translate rewrite simplify shorten expand polish proofread grammar clarity structure argument evidence
source citation quote statistic trend forecast scenario option recommendation summary bullet table
photo portrait landscape lighting lens camera cinematic illustration watercolor sketch render texture
interior architecture room facade furniture concept art creature environment sticker icon mascot
recipe meal fitness habit routine schedule calendar priority focus reflection journal gratitude
travel itinerary budget packing event party invitation speech toast presentation slide deck workshop
legal clause privacy compliance audit invoice payment tax finance investor update board memo`
  .split(/\s+/)
  .filter(Boolean);

const tagPool = [
  "email",
  "sales",
  "marketing",
  "seo",
  "social",
  "coding",
  "debugging",
  "testing",
  "writing",
  "editing",
  "research",
  "analysis",
  "planning",
  "productivity",
  "learning",
  "career",
  "support",
  "strategy",
  "finance",
  "design",
  "photography",
  "illustration",
  "branding",
  "meetings",
  "hiring",
  "leadership",
  "storytelling",
  "education",
  "data",
  "product",
];

/** The real words take the most common ranks; made-up ones fill the long tail. */
const syllables = ["ka", "lo", "mi", "ra", "te", "vu", "sen", "dor", "pli", "qua", "zen", "bri", "fo", "gal", "nix"];
const tailWord = (index: number) =>
  [index % 15, Math.floor(index / 15) % 15, Math.floor(index / 225) % 15]
    .map((position) => syllables[position])
    .join("");
const ranked = [...vocabulary, ...Array.from({ length: 5_000 - vocabulary.length }, (_, index) => tailWord(index))];

/** Cumulative Zipf–Mandelbrot weights 1 / (rank + 30): a flatter head than plain Zipf, like text without stop words. */
const cumulative = ranked.reduce<number[]>((sums, _, rank) => {
  sums.push((sums.at(-1) ?? 0) + 1 / (rank + 1 + 30));
  return sums;
}, []);

const textModels = ["chatgpt", "claude", "gemini", "perplexity", "copilot", "llama"];
const imageModels = ["midjourney", "dall-e", "stable-diffusion", "flux", "ideogram"];

/** mulberry32: tiny, fast and good enough to make the same library on every run. */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export type GeneratedCategory = { slug: string; type: "text" | "image" };

export const generateLibraryPrompts = (options: {
  count: number;
  categories: GeneratedCategory[];
  seed?: number;
}): (typeof libraryPrompts.$inferInsert)[] => {
  const random = randomFrom(options.seed ?? 42);
  const integer = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const totalWeight = cumulative.at(-1) ?? 1;
  const zipfWord = () => {
    const target = random() * totalWeight;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return ranked[low] ?? "prompt";
  };
  const words = (count: number) => Array.from({ length: count }, zipfWord).join(" ");
  const pick = <T>(list: readonly T[]) => list[integer(0, list.length - 1)] as T;
  const pickSome = <T>(list: readonly T[], count: number) => [
    ...new Set(Array.from({ length: count }, () => pick(list))),
  ];

  return Array.from({ length: options.count }, (_, index) => {
    const category = pick(options.categories);
    const title = words(integer(3, 6));
    return {
      slug: `generated-${index}`,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      description: `${words(integer(12, 20))}.`,
      body: `You are an expert in ${zipfWord()}. ${words(integer(40, 80))} about {{topic}} for {{audience:a busy team}}. ${words(integer(20, 60))}.`,
      type: category.type,
      category: category.slug,
      tags: pickSome(tagPool, integer(2, 5)),
      models: pickSome(category.type === "text" ? textModels : imageModels, integer(1, 3)),
      featured: random() < 0.05,
      status: random() < 0.97 ? "published" : "draft",
      copyCount: Math.floor(1000 * random() ** 4),
      saveCount: Math.floor(300 * random() ** 4),
      createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 500 * 86_400_000)),
    };
  });
};
