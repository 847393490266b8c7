/**
 * The rows of a raw `db.execute(sql…)` result. Both drivers (pg and PGlite) answer with `rows`;
 * the shared Database type cannot say so.
 */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
