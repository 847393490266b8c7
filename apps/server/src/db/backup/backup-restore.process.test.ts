import { existsSync } from "node:fs";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { expectJson } from "../../testing/expect-json.ts";
import { runCli } from "../../testing/run-cli.ts";
import { startServerProcess, type ServerProcess } from "../../testing/server-process.ts";
import { temporaryFolder } from "../../testing/temporary-folder.ts";
import { TestClient } from "../../testing/test-client.ts";
import { findPostgresBinaries, startThrowawayPostgres } from "../../testing/throwaway-postgres.ts";

const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop("SIGKILL");
});
const start = async (env: Record<string, string>) => {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
};

const signUp = (server: ServerProcess, email: string) =>
  new TestClient(server.baseUrl).post("/api/auth/sign-up/email", {
    email,
    password: "correct-horse",
    name: "Backed Up",
  });

const exists = async (server: ServerProcess, email: string) =>
  (await expectJson(new TestClient(server.baseUrl).api.functions["check-user-exists"].$post({ json: { email } })))
    .exists;

/** Accounts made before, during and after the backup; the restore brings back the first, not the last. */
const roundTrip = async (env: Record<string, string>, restoreArgs: string[]) => {
  const server = await start(env);
  expect((await signUp(server, "before@example.test")).status).toBe(200);

  const file = join(temporaryFolder("promptloom-backups"), "backup");
  // Writes go on while the backup is taken: it must still open as one consistent database.
  const writes = Promise.all(Array.from({ length: 10 }, (_, index) => signUp(server, `during-${index}@example.test`)));
  const output = await runCli("backup-database", [file], { ...env, DATA_DIR: server.dataDir });
  await writes;
  expect(output).toContain(`Backup written to ${file}`);
  expect(existsSync(file)).toBe(true);

  expect((await signUp(server, "after@example.test")).status).toBe(200);
  if (!env.DATABASE_URL) {
    // Only the running server may open the embedded database: a restore under it is refused.
    await expect(runCli("restore-database", [file], { DATA_DIR: server.dataDir })).rejects.toThrow(/stop it first/);
  }
  expect(await server.stop("SIGTERM")).toBe(0);

  await runCli("restore-database", [file, ...restoreArgs], { ...env, DATA_DIR: server.dataDir });
  const restored = await start({ ...env, DATA_DIR: server.dataDir });
  expect(await exists(restored, "before@example.test")).toBe(true);
  expect(await exists(restored, "after@example.test")).toBe(false);
  const signIn = await new TestClient(restored.baseUrl).post("/api/auth/sign-in/email", {
    email: "before@example.test",
    password: "correct-horse",
  });
  expect(signIn.status).toBe(200);
};

describe("npm run db:backup and db:restore", () => {
  it("round-trips the embedded database, backed up by the running server", { timeout: 180_000 }, async () => {
    await roundTrip({}, []);
  });

  it.skipIf(!findPostgresBinaries())(
    "round-trips a PostgreSQL database with pg_dump and pg_restore",
    { timeout: 180_000 },
    async () => {
      const postgres = await startThrowawayPostgres();
      try {
        await expect(runCli("restore-database", ["/nonexistent"], { DATABASE_URL: postgres.url })).rejects.toThrow(
          /--yes/,
        );
        await roundTrip({ DATABASE_URL: postgres.url }, ["--yes"]);
      } finally {
        postgres.destroy();
      }
    },
  );
});
