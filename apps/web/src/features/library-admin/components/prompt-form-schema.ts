import type { PromptType } from "@promptloom/contracts/library";
import {
  adminLibraryPromptSchema,
  pickLibraryPromptFields,
  type AdminLibraryPromptInput,
} from "@promptloom/contracts/library-admin";
import type { LibraryItem } from "@promptloom/contracts/library-search";
import { z } from "zod";

import { splitTags } from "../../../lib/split-tags.ts";

/**
 * The contract, with the tags typed as one comma-separated line. (The contract's object has
 * refinements, so its tags cannot be swapped in place: the line is split, then the whole prompt
 * goes through the contract, whose messages land on the same field names.)
 */
export const promptFormSchema = z
  .looseObject({ tags: z.string() })
  .transform(({ tags, ...prompt }) => ({ ...prompt, tags: splitTags(tags) }))
  .pipe(adminLibraryPromptSchema);
export type PromptFormValues = Omit<AdminLibraryPromptInput, "tags"> & { tags: string };

export const toFormValues = (prompt: LibraryItem | null, type: PromptType, category: string): PromptFormValues =>
  prompt
    ? {
        ...pickLibraryPromptFields(prompt),
        tags: prompt.tags.join(", "),
        models: prompt.models as PromptFormValues["models"],
      }
    : {
        slug: "",
        title: "",
        description: "",
        body: "",
        example: "",
        type,
        category,
        tags: "",
        models: [],
        featured: false,
        status: "draft",
      };
