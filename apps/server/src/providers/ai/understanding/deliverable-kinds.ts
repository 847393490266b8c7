/**
 * Every deliverable the built-in composer knows how to ask for well, grouped by family. A request
 * whose deliverable is none of these (or is unclear) gets the neutral structure.
 */
export const deliverableKinds = [
  // Messages and letters
  ...["email", "complaint", "letter", "personal-message", "customer-reply", "cover-letter", "resume", "bio"],
  ...["invitation", "speech", "negotiation", "testimonial", "apology"],
  // Publishing and marketing
  ...["social-post", "thread", "blog-post", "review", "newsletter", "press-release", "ad-copy", "product-description"],
  ...["tagline", "naming", "video-script", "video-description", "release-notes", "faq", "content-calendar"],
  // Creative
  ...["poem", "story", "song-lyrics", "image-prompt"],
  // Work documents
  ...["essay", "report", "proposal", "business-plan", "marketing-plan", "swot-analysis", "job-description"],
  ...["meeting-agenda", "meeting-minutes", "presentation", "survey", "project-plan", "interview-prep"],
  ...["quote", "legal-text", "performance-review", "handover"],
  // Software and data
  ...["code", "sql", "spreadsheet-formula", "debugging", "data-analysis"],
  // Learning and thinking
  ...["explanation", "how-to", "lesson-plan", "quiz", "study-plan", "summary", "translation", "edit-text"],
  ...["comparison", "recommendation", "idea-list", "question-list", "research-brief", "advice", "diagnosis"],
  "critique",
  "outline",
  // Everyday life
  ...["workout-plan", "meal-plan", "recipe", "menu", "itinerary", "event-plan", "schedule", "budget", "checklist"],
  // Prompts for another AI, and sessions where it plays a part with the person
  "ai-prompt",
  "role-play",
] as const;

export type DeliverableKind = (typeof deliverableKinds)[number];

/** What the engine reports when it was not confident of the deliverable and used the neutral structure. */
export const NEUTRAL_KIND = "neutral";
export type DetectedKind = DeliverableKind | typeof NEUTRAL_KIND;
