import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import { findPostgresServerPrograms } from "./find-postgres-programs.ts";

/** pg_dump, pg_restore: from PATH, or Debian's newest server programs. */
const programPath = (name: string): string => {
  const bin = findPostgresServerPrograms();
  const fromDebian = bin ? join(bin, name) : null;
  return fromDebian && existsSync(fromDebian) ? fromDebian : name;
};

const runProgram = (name: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(programPath(name), args, { stdio: ["ignore", "inherit", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", (error) =>
      reject(new Error(`${name} could not be run (apt-get install postgresql-client): ${error.message}`)),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${code}): ${errors.trim()}`)),
    );
  });

/** pg_dump's custom format: compressed, consistent (one snapshot) while the servers keep running. */
export const dumpPostgres = (databaseUrl: string, file: string) =>
  runProgram("pg_dump", ["--format=custom", "--no-owner", "--file", file, databaseUrl]);

/** Replaces every object the dump holds (tables, data, migrations bookkeeping) in one transaction. */
export const restorePostgres = (databaseUrl: string, file: string) =>
  runProgram("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    "--dbname",
    databaseUrl,
    file,
  ]);
