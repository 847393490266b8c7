/**
 * Prepares the one migrated database every server test file starts from, once per run:
 * - PGlite (default): migrate a fresh instance and dump its data directory to a file, which each
 *   test file loads in a fraction of the time a fresh instance and migration take;
 * - PostgreSQL (`DATABASE_URL`): migrate that database, which each test file then clones with
 *   `CREATE DATABASE … TEMPLATE`.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

import { openPglite, openPostgres } from "../db/client.ts";

export type TestDatabaseSource = { kind: "pglite"; dumpPath: string } | { kind: "postgres"; templateUrl: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const handle = openPostgres(databaseUrl);
    await handle.migrate();
    await handle.close();
    project.provide("testDatabase", { kind: "postgres", templateUrl: databaseUrl });
    return;
  }

  const directory = resolve(".tmp/test-db");
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create();
  await openPglite(client).migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dumpPath = join(directory, `template-${process.pid}.tar`);
  writeFileSync(dumpPath, new Uint8Array(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", dumpPath });
  return () => rmSync(dumpPath, { force: true });
}
