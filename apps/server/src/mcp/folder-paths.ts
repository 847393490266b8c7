import { folderPathSeparator, type PromptFolder } from "@promptloom/contracts/prompt-folders";

import type { Database } from "../db/client.ts";
import { listFolders } from "../features/saved-prompts/list-folders.ts";

/** The member's folders, each with its path ("Parent/Child"; folders nest one level). */
export const listFoldersWithPaths = async (options: {
  db: Database;
  userId: string;
}): Promise<(PromptFolder & { path: string })[]> => {
  const folders = await listFolders(options);
  const names = new Map(folders.map((folder) => [folder.id, folder.name]));
  return folders.map((folder) => {
    const parent = folder.parentId ? names.get(folder.parentId) : undefined;
    return { ...folder, path: parent ? `${parent}${folderPathSeparator}${folder.name}` : folder.name };
  });
};
