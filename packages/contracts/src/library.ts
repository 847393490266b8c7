import { z } from "zod";

import { displayText } from "./display-text.ts";
import { limits } from "./limits.ts";
import { templateBodySchema } from "./prompt-template.ts";
import { requiredText } from "./required-text.ts";

export const promptTypes = ["text", "image"] as const;
export type PromptType = (typeof promptTypes)[number];

export const textModels = ["chatgpt", "claude", "gemini", "perplexity", "copilot", "llama"] as const;
export const imageModels = ["midjourney", "dall-e", "stable-diffusion", "flux", "ideogram"] as const;
export type PromptModel = (typeof textModels)[number] | (typeof imageModels)[number];

export const promptModelLabels: Record<PromptModel, string> = {
  chatgpt: "ChatGPT",
  claude: "Claude",
  gemini: "Gemini",
  perplexity: "Perplexity",
  copilot: "Copilot",
  llama: "Llama",
  midjourney: "Midjourney",
  "dall-e": "DALL·E",
  "stable-diffusion": "Stable Diffusion",
  flux: "Flux",
  ideogram: "Ideogram",
};

export const libraryLimits = {
  slugMaxLength: 80,
  titleMaxLength: 120,
  descriptionMaxLength: 300,
  exampleMaxLength: 400,
  bodyMaxLength: limits.defaultTextMaxLength,
  tagsMax: 8,
  tagMaxLength: 30,
} as const;

const slugSchema = z
  .string()
  .max(libraryLimits.slugMaxLength)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens");

export const libraryCategorySchema = z.object({
  slug: slugSchema,
  name: requiredText("Name", 60),
  description: requiredText("Description", libraryLimits.descriptionMaxLength),
  type: z.enum(promptTypes),
});
export type LibraryCategory = z.infer<typeof libraryCategorySchema>;

const tagSchema = z
  .string()
  .max(libraryLimits.tagMaxLength)
  .regex(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/, "Tags are lowercase words separated by single spaces or hyphens");

/** A library prompt as the API accepts and returns it; the starter library is written in this shape. */
export const libraryPromptSchema = z
  .object({
    slug: slugSchema,
    title: displayText(requiredText("Title", libraryLimits.titleMaxLength)),
    description: requiredText("Description", libraryLimits.descriptionMaxLength),
    body: requiredText("Prompt", libraryLimits.bodyMaxLength).pipe(templateBodySchema),
    /**
     * A short example of use shown beside the prompt: sample inputs and what comes back, or when
     * to reach for it. Optional, so files without the column (the public prompt list) import.
     */
    example: z
      .string()
      .trim()
      .max(libraryLimits.exampleMaxLength, `Example must be at most ${libraryLimits.exampleMaxLength} characters`)
      .default(""),
    type: z.enum(promptTypes),
    category: slugSchema,
    tags: z
      .array(tagSchema)
      .max(libraryLimits.tagsMax, `At most ${libraryLimits.tagsMax} tags`)
      .refine((tags) => new Set(tags).size === tags.length, "Tags must not repeat"),
    models: z
      .array(z.enum([...textModels, ...imageModels]))
      .min(1, "Pick at least one model")
      .refine((models) => new Set(models).size === models.length, "Models must not repeat"),
    featured: z.boolean(),
  })
  .superRefine((prompt, context) => {
    const allowed: readonly PromptModel[] = prompt.type === "text" ? textModels : imageModels;
    const wrong = prompt.models.filter((model) => !allowed.includes(model));
    if (wrong.length > 0) {
      context.addIssue({
        code: "custom",
        path: ["models"],
        message: `${wrong.map((model) => promptModelLabels[model]).join(", ")} cannot run ${prompt.type} prompts`,
      });
    }
  });
export type LibraryPrompt = z.infer<typeof libraryPromptSchema>;
