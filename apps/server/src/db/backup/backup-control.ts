import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Logger } from "pino";

/**
 * How `npm run db:backup` reaches a running server whose database is embedded (PGlite): only that
 * process may open the database, so it writes the backup itself. The command leaves a request
 * in DATA_DIR and signals the process named in `server.pid` (SIGUSR2); the server answers in a
 * result file. Files and signals need the server's own user: the same boundary as the data.
 */
export const backupControlFiles = (dataDir: string) => ({
  pid: join(dataDir, "server.pid"),
  request: join(dataDir, "backup-request.json"),
  result: join(dataDir, "backup-result.json"),
});

export type BackupRequest = { id: string; file: string };
export type BackupResult = { id: string; ok: true } | { id: string; ok: false; error: string };

/** The running server's pid, when `server.pid` names a live Node process (not a stale file). */
export const findRunningServer = (dataDir: string): number | null => {
  const { pid } = backupControlFiles(dataDir);
  if (!existsSync(pid)) return null;
  const id = Number(readFileSync(pid, "utf8"));
  try {
    return readFileSync(`/proc/${id}/cmdline`, "utf8").includes("node") ? id : null;
  } catch {
    return null;
  }
};

/** In the server: answers backup requests until the returned function is called. */
export const serveBackupRequests = (options: {
  dataDir: string;
  backup: (file: string) => Promise<void>;
  logger: Logger;
}): (() => void) => {
  const files = backupControlFiles(options.dataDir);
  writeFileSync(files.pid, String(process.pid));
  const answer = (result: BackupResult) => writeFileSync(files.result, JSON.stringify(result));
  const onRequest = () => {
    let request: BackupRequest;
    try {
      request = JSON.parse(readFileSync(files.request, "utf8")) as BackupRequest;
    } catch {
      options.logger.warn("a backup was requested without a readable request file");
      return;
    }
    options.backup(request.file).then(
      () => {
        options.logger.info(`database backed up to ${request.file}`);
        answer({ id: request.id, ok: true });
      },
      (error: unknown) => {
        options.logger.error({ err: error }, "database backup failed");
        answer({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
  };
  process.on("SIGUSR2", onRequest);
  return () => {
    process.off("SIGUSR2", onRequest);
    rmSync(files.pid, { force: true });
  };
};
