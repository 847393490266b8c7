import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "./schema/index.ts";

/** The tables, as Drizzle's relational queries see them. */
export type Schema = typeof schema;

/** A Drizzle database over either engine (PGlite or PostgreSQL): what queries are written against. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
