import { z } from "zod";

import { displayText } from "./display-text.ts";
import { requiredText } from "./required-text.ts";

export const folderLimits = { nameMaxLength: 60, foldersMax: 100 } as const;

export const folderPathSeparator = "/";

const nameField = displayText(requiredText("Folder name", folderLimits.nameMaxLength))
  // "/" separates a folder from its parent in exported files.
  .refine((name) => !name.includes(folderPathSeparator), `Folder names cannot contain "${folderPathSeparator}"`);

export const promptFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Folders nest one level: a folder with a parent has no children. */
  parentId: z.string().nullable(),
  promptCount: z.number().int(),
  createdAt: z.string(),
});
export type PromptFolder = z.infer<typeof promptFolderSchema>;

export const createFolderSchema = z.object({
  name: nameField,
  parentId: z.uuid("Invalid folder id").nullable().default(null),
});
export type CreateFolderInput = z.input<typeof createFolderSchema>;

export const updateFolderSchema = createFolderSchema
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to update");
export type UpdateFolderInput = z.input<typeof updateFolderSchema>;

export const folderNameSchema = nameField;

export const folderListSchema = z.object({ items: z.array(promptFolderSchema) });
