/** The deliverables the engine tells apart (docs/kinds.md), and "neutral" when none is clear. */
export const kindIds = [
  ...["email", "message", "social-post", "article", "essay", "creative-writing", "speech", "rewrite", "summary"],
  ...["translation", "code", "debugging", "spreadsheet", "sql", "explanation", "quiz", "how-to", "plan", "advice"],
  ...["comparison", "brainstorm", "recipe", "resume", "cover-letter", "interview-prep", "business-document"],
  ...["marketing-copy", "presentation", "role-play", "image-prompt", "lesson-material", "feedback", "question"],
  "neutral",
] as const;
export type KindId = (typeof kindIds)[number];

export const NEUTRAL_KIND = "neutral" satisfies KindId;

export const isKindId = (value: string): value is KindId => (kindIds as readonly string[]).includes(value);
