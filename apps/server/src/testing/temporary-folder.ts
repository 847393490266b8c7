import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const folders: string[] = [];
let removesOnExit = false;

/** Removes every folder `temporaryFolder` made in this process, with everything in it. */
export const removeTemporaryFolders = () => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
};

/**
 * A new empty folder in the system's temporary directory, removed after the test file (see
 * remove-temporary-folders.ts) or, in a script, when the process exits — a test run would
 * otherwise leave a data directory or an uploads folder behind for every app it starts. Kept
 * until then, so a test can restart a server on it.
 */
export const temporaryFolder = (prefix: string): string => {
  if (!removesOnExit) {
    process.once("exit", removeTemporaryFolders);
    removesOnExit = true;
  }
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  folders.push(folder);
  return folder;
};
