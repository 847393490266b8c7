/**
 * `npm run library:import -- <file.csv|file.json> [--category <slug>] [--draft] [--dry-run]`
 *
 * Loads a prompt file into the library of the configured database (DATABASE_URL, or the embedded
 * one in DATA_DIR) in one transaction and prints what it imported and skipped. With the embedded
 * database, stop the server first: only one process may open it. A running server takes the same
 * files through POST /api/admin/library/import.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

import { importFormatOf } from "@promptloom/contracts/prompt-transfer";

import { openDatabase } from "../db/client.ts";
import { readEnv } from "../env.ts";
import { importLibrary } from "../features/library/import-library.ts";
import { seedLibrary } from "../features/library/seed-library.ts";
import { createLogger } from "../logger.ts";
import { runCommand } from "./run-command.ts";

const usage = "Usage: npm run library:import -- <file.csv|file.json> [--category <slug>] [--draft] [--dry-run]";

const run = async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { category: { type: "string" }, draft: { type: "boolean" }, "dry-run": { type: "boolean" } },
  });
  const [file] = positionals;
  const format = file ? importFormatOf(file) : null;
  if (!file || !format) {
    console.error(usage);
    return 1;
  }

  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) });
  try {
    await database.migrate();
    // The starter library is seeded into an empty library first, as the first start would.
    await seedLibrary({ db: database.db, logger: createLogger("warn") });
    const started = performance.now();
    const report = await importLibrary({
      db: database.db,
      format,
      content: await readFile(resolve(file), "utf8"),
      defaultCategory: values.category,
      status: values.draft ? "draft" : undefined,
      dryRun: values["dry-run"],
    });
    for (const row of report.skipped)
      console.log(`  row ${row.row}${row.title ? ` "${row.title}"` : ""}: ${row.reason}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const verb = values["dry-run"] ? "would import" : "imported";
    console.log(`${file}: ${verb} ${report.imported}, skipped ${report.skipped.length} (${seconds} s)`);
    return 0;
  } finally {
    await database.close();
  }
};

await runCommand(run);
