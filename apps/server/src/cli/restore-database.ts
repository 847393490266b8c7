/**
 * `npm run db:restore -- <file> [--yes]`
 *
 * Puts a backup from `npm run db:backup` back. Stop every server first. The embedded database is
 * replaced (the old one is kept beside it, renamed); a PostgreSQL database (DATABASE_URL) has
 * everything in the dump dropped and restored in one transaction, so it asks for --yes.
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { findRunningServer } from "../db/backup/backup-control.ts";
import { restorePglite } from "../db/backup/pglite-backup.ts";
import { restorePostgres } from "../db/backup/postgres-tools.ts";
import { readEnv } from "../env.ts";
import { runCommand } from "./run-command.ts";

const run = async () => {
  const env = readEnv();
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { yes: { type: "boolean" } } });
  const [file] = positionals;
  if (!file) throw new Error("Usage: npm run db:restore -- <backup file> [--yes]");

  if (env.DATABASE_URL) {
    if (!values.yes) {
      throw new Error(
        "This replaces the data in DATABASE_URL with the backup's. Stop every server, then run it again with --yes.",
      );
    }
    await restorePostgres(env.DATABASE_URL, resolve(file));
    console.log(`Restored ${file} into the PostgreSQL database. Start the servers again.`);
    return;
  }
  const dataDir = resolve(env.DATA_DIR);
  const pid = findRunningServer(dataDir);
  if (pid) throw new Error(`A server (pid ${pid}) is using ${dataDir}: stop it first.`);
  const kept = await restorePglite(resolve(file), join(dataDir, "pglite"));
  console.log(`Restored ${file} into ${join(dataDir, "pglite")}.`);
  if (kept) console.log(`The database that was there is kept in ${kept}.`);
};

await runCommand(run);
