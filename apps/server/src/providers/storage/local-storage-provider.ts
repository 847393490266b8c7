import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import { isValidStorageKey, type StorageProvider } from "./storage-provider.ts";

const contentTypeFile = (path: string) => `${path}.content-type`;

const assertKey = (key: string) => {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
};

/** Files under one directory (DATA_DIR/uploads), each with its content type beside it. */
export const createLocalStorageProvider = (directory: string): StorageProvider => ({
  name: "local",
  put: async (key, body, contentType) => {
    assertKey(key);
    const path = join(directory, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
    await writeFile(contentTypeFile(path), contentType);
  },
  get: async (key) => {
    if (!isValidStorageKey(key)) return null;
    const path = join(directory, key);
    try {
      const [body, contentType] = await Promise.all([readFile(path), readFile(contentTypeFile(path), "utf8")]);
      return { body: new Uint8Array(body), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  },
  delete: async (key) => {
    assertKey(key);
    const path = join(directory, key);
    await rm(path, { force: true });
    await rm(contentTypeFile(path), { force: true });
  },
});
