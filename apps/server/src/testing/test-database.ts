import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";

import { openPglite, openPostgres, type Database, type DatabaseHandle } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";

export type TestDatabase = DatabaseHandle & {
  /**
   * Another connection to the same database, as a second server instance would have: its own
   * pool and LISTEN connection on PostgreSQL; the same instance on PGlite, which is in-process.
   */
  connectAgain: () => DatabaseHandle;
};

/**
 * A migrated database of this test file's own: PGlite loaded from the run's dump, or a clone of
 * the migrated PostgreSQL template that is dropped again on close.
 */
export const openTestDatabase = async (): Promise<TestDatabase> => {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const dump = new Blob([readFileSync(source.dumpPath)]);
    const handle = openPglite(await PGlite.create({ loadDataDir: dump }));
    return { ...handle, connectAgain: () => ({ ...handle, close: () => Promise.resolve() }) };
  }

  const template = new URL(source.templateUrl).pathname.slice(1);
  const name = `promptloom_test_${randomBytes(6).toString("hex")}`;
  await runMaintenance(source.templateUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrl(source.templateUrl, name);
  const handle = openPostgres(url);
  return {
    ...handle,
    connectAgain: () => openPostgres(url),
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
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
};
