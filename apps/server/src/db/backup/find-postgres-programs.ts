import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The folder of the newest PostgreSQL programs Debian installed that has `program`, or null. */
export const findPostgresServerPrograms = (program = "pg_dump"): string | null => {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, "bin")).find((dir) => existsSync(join(dir, program))) ?? null;
};
