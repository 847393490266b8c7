import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { dumpPglite } from "./backup/pglite-backup.ts";
import type { Database } from "./database.ts";
import { createPgliteNotifications, createPostgresNotifications, type Notifications } from "./notifications.ts";
import * as schema from "./schema/index.ts";
import { takeTurnsBetweenQueries } from "./take-turns-between-queries.ts";

export type { Database, Schema } from "./database.ts";

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** LISTEN on this database; NOTIFY goes through `notify(db, …)`. */
  notifications: Notifications;
  /** Applies every pending migration; the same SQL files serve both engines. */
  migrate: () => Promise<void>;
  /** Until the returned function is called, no other instance gets past its own call (migrations, first accounts). */
  holdStartupLock: () => Promise<() => Promise<void>>;
  /** Embedded only: writes a consistent backup of the open database (PostgreSQL has pg_dump). */
  backup?: (file: string) => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export const openPglite = (client: PGlite): DatabaseHandle => {
  const db = drizzlePglite({ client: takeTurnsBetweenQueries(client), schema });
  return {
    db,
    kind: "pglite",
    notifications: createPgliteNotifications(client),
    migrate: () => migratePglite(db, { migrationsFolder }),
    backup: (file) => dumpPglite(client, file),
    // One process owns an embedded database: nobody else starts on it.
    holdStartupLock: () => Promise.resolve(() => Promise.resolve()),
    close: () => client.close(),
  };
};

/** Any fixed number: the advisory lock every instance takes while it starts. */
const STARTUP_LOCK = 7_720_250_001;

/**
 * Instances starting together on one database would apply the same migrations and create the
 * same first accounts at once (one fails on "already exists"): each waits for this lock, and
 * finds nothing left to do once it has it. A process that dies holding it releases it with its
 * connection.
 */
const holdStartupLock = async (pool: pg.Pool) => {
  const lock = await pool.connect();
  await lock.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
  return async () => {
    await lock.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
    lock.release();
  };
};

export const openPostgres = (
  connectionString: string,
  options: { onError?: (error: unknown) => void } = {},
): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle pooled connection that drops must not crash the process; the pool replaces it.
  pool.on("error", (error) => options.onError?.(error));
  const db = drizzlePg({ client: pool, schema });
  const notifications = createPostgresNotifications(connectionString, options);
  return {
    db,
    kind: "postgres",
    notifications,
    migrate: () => migratePg(db, { migrationsFolder }),
    holdStartupLock: () => holdStartupLock(pool),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
};

/**
 * PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory, which never shrinks:
 * the stock 128 MB are all touched while the database opens, and were most of the server's
 * memory. Pages that do not fit are read again from the operating system's file cache, which
 * costs microseconds; the hot reads (sessions, profiles, the library, settings) are answered from
 * the server's own caches anyway. See the README (Speed) for the figures.
 */
const pgliteSharedBuffers = "16MB";

/** PostgreSQL when a URL is given, otherwise embedded PGlite stored in `dataDir`. */
export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onError?: (error: unknown) => void;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { onError: options.onError });
  const directory = `${options.dataDir}/pglite`;
  mkdirSync(directory, { recursive: true });
  return openPglite(
    await PGlite.create(directory, {
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${pgliteSharedBuffers}`],
    }),
  );
};
