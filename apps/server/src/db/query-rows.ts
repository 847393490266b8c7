import type { SQL } from "drizzle-orm";

import type { Database } from "./client.ts";

/**
 * Runs raw SQL and returns its rows. Both drivers answer with `{ rows }`; the shared Database
 * type cannot say so, hence the one cast here.
 */
export const queryRows = async <Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
};
