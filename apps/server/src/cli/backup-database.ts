/**
 * `npm run db:backup [-- <file>]`
 *
 * Writes a consistent backup of the configured database, while servers keep running:
 * PostgreSQL (DATABASE_URL) with pg_dump's custom format; the embedded database with a gzipped
 * tarball, written by the running server when there is one (only it may open the database).
 * Default file: DATA_DIR/backups/promptloom-<time>.dump (or .tar.gz).
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { PGlite } from "@electric-sql/pglite";

import { backupControlFiles, findRunningServer, type BackupResult } from "../db/backup/backup-control.ts";
import { dumpPglite } from "../db/backup/pglite-backup.ts";
import { dumpPostgres } from "../db/backup/postgres-tools.ts";
import { readEnv } from "../env.ts";
import { runCommand } from "./run-command.ts";

const RUNNING_SERVER_TIMEOUT_MS = 120_000;

/** Asks the running server to write the backup, and waits for its answer. */
const backupThroughServer = async (dataDir: string, pid: number, file: string) => {
  const files = backupControlFiles(dataDir);
  const id = randomUUID();
  rmSync(files.result, { force: true });
  writeFileSync(files.request, JSON.stringify({ id, file }));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + RUNNING_SERVER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(files.result)) {
      const result = JSON.parse(readFileSync(files.result, "utf8")) as BackupResult;
      if (result.id === id) {
        rmSync(files.request, { force: true });
        if (!result.ok) throw new Error(`the server could not write the backup: ${result.error}`);
        return;
      }
    }
    await new Promise((resume) => setTimeout(resume, 100));
  }
  throw new Error(`the running server (pid ${pid}) did not answer within ${RUNNING_SERVER_TIMEOUT_MS / 1000} s`);
};

const run = async () => {
  const env = readEnv();
  const { positionals } = parseArgs({ allowPositionals: true });
  const dataDir = resolve(env.DATA_DIR);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const extension = env.DATABASE_URL ? "dump" : "tar.gz";
  const file = resolve(positionals[0] ?? join(dataDir, "backups", `promptloom-${stamp}.${extension}`));

  if (env.DATABASE_URL) {
    await dumpPostgres(env.DATABASE_URL, file);
  } else {
    const pid = findRunningServer(dataDir);
    if (pid) {
      await backupThroughServer(dataDir, pid, file);
    } else {
      const client = await PGlite.create(join(dataDir, "pglite"));
      await dumpPglite(client, file);
      await client.close();
    }
  }
  console.log(`Backup written to ${file}`);
};

await runCommand(run);
