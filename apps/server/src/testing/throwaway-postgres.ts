import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { findPostgresServerPrograms } from "../db/backup/find-postgres-programs.ts";
import { freePort } from "./free-port.ts";

/** Where initdb and pg_ctl are, or null (tests that need a server of their own skip). */
export const findPostgresBinaries = () => findPostgresServerPrograms("initdb");

export type ThrowawayPostgres = {
  /** The `promptloom` database on it. */
  url: string;
  /** Runs one of the server's programs (pg_dump, psql, …) as the user that owns the cluster. */
  run: (program: string, args: string[]) => string;
  start: () => void;
  /** A fast shutdown, as an operator's restart or a crash of the database host would look. */
  stop: () => void;
  destroy: () => void;
};

/**
 * A PostgreSQL server of the test's own on 127.0.0.1, which the test may stop and start again:
 * what a shared server (CI's) must never be put through. As root, it runs as `postgres`.
 */
export const startThrowawayPostgres = async (): Promise<ThrowawayPostgres> => {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error("PostgreSQL server programs are not installed");
  const dir = mkdtempSync(join(tmpdir(), "promptloom-pg-"));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const path = join(bin, program);
    const [command, commandArgs] = isRoot ? ["runuser", ["-u", "postgres", "--", path, ...args]] : [path, args];
    return execFileSync(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] }).toString();
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => void run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  const stop = () => void run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "promptloom"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/promptloom`,
    run,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
