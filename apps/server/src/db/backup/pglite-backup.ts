import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";

import { PGlite } from "@electric-sql/pglite";

/**
 * A gzipped tarball of an open PGlite database. The instance runs one query at a time, so the
 * dump taken in between is consistent even while the server keeps serving requests.
 */
export const dumpPglite = async (client: PGlite, file: string): Promise<void> => {
  const dump = await client.dumpDataDir("gzip");
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  // Whole or not at all: a half-written file never carries the backup's name.
  renameSync(partial, file);
};

/**
 * Makes `directory` hold the backup's database. What was there is kept beside it, renamed with
 * the time, so a restore can be undone. The server must be stopped.
 */
export const restorePglite = async (file: string, directory: string): Promise<string | null> => {
  const kept = existsSync(directory)
    ? `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`
    : null;
  if (kept) renameSync(directory, kept);
  const client = await PGlite.create(directory, { loadDataDir: new Blob([readFileSync(file)]) });
  // A query proves the restored files are a database before the restore is called done.
  await client.query("select 1");
  await client.close();
  return kept;
};
