import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies every pending migration; the same SQL files serve both engines. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export const openPglite = (client: PGlite): DatabaseHandle => {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};

export const openPostgres = (connectionString: string): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
};

/** PostgreSQL when a URL is given, otherwise embedded PGlite stored in `dataDir`. */
export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const directory = `${options.dataDir}/pglite`;
  mkdirSync(directory, { recursive: true });
  return openPglite(await PGlite.create(directory));
};
