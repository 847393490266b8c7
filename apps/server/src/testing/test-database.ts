import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";

import { openPglite, openPostgres, type Database, type DatabaseHandle } from "../db/client.ts";

/**
 * A migrated database of this test file's own: PGlite loaded from the run's dump, or a clone of
 * the migrated PostgreSQL template that is dropped again on close.
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const dump = new Blob([readFileSync(source.dumpPath)]);
    return openPglite(await PGlite.create({ loadDataDir: dump }));
  }

  const template = new URL(source.templateUrl).pathname.slice(1);
  const name = `promptloom_test_${randomBytes(6).toString("hex")}`;
  await runMaintenance(source.templateUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const handle = openPostgres(databaseUrl(source.templateUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runMaintenance(source.templateUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
};

const databaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
};

/**
 * Runs a statement from the server's maintenance database: a template cannot be cloned while
 * anyone is connected to it. Clones started by parallel test files are retried for that reason.
 */
const runMaintenance = async (serverUrl: string, statement: string) => {
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: databaseUrl(serverUrl, "postgres") });
    await client.connect();
    try {
      await client.query(statement);
      return;
    } catch (error) {
      const isTemplateBusy = error instanceof Error && error.message.includes("is being accessed by other users");
      if (!isTemplateBusy || attempt >= 20) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resume) => setTimeout(resume, 100 * attempt));
  }
};

/** Empties every table of the product (migrations bookkeeping lives in its own schema). */
export const resetDatabase = async (db: Database): Promise<void> => {
  // Both drivers answer with `rows`; the shared Database type cannot say so.
  const result: unknown = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const { rows } = result as { rows: { tablename: string }[] };
  const tables = rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
};
