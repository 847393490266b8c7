import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectJson } from "../testing/expect-json.ts";
import { startServerProcess, type ServerProcess } from "../testing/server-process.ts";
import { TestClient } from "../testing/test-client.ts";
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from "../testing/throwaway-postgres.ts";
import { databaseUnavailableMessage } from "./error-handler.ts";

/** A server on a PostgreSQL server of the test's own, stopped and started again under it. */
describe.skipIf(!findPostgresBinaries())("when PostgreSQL goes away and comes back", () => {
  let postgres: ThrowawayPostgres;
  let server: ServerProcess;
  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    server = await startServerProcess({ DATABASE_URL: postgres.url });
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    postgres?.destroy();
  });

  it(
    "answers 503 with a clear message while it is down, and recovers without a restart",
    { timeout: 120_000 },
    async () => {
      const member = new TestClient(server.baseUrl);
      await member.post("/api/auth/sign-up/email", { email: "m@example.test", password: "correct-horse", name: "M" });
      expect((await member.get("/api/me")).status).toBe(200);

      postgres.stop();
      const health = await member.get("/api/health");
      expect(health.status).toBe(503);
      for (const response of [
        await member.get("/api/me"),
        await member.patch("/api/account/profile", { fullName: "While down" }),
        await new TestClient(server.baseUrl).post("/api/functions/check-user-exists", { email: "m@example.test" }),
      ]) {
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ error: { code: "service_unavailable", message: databaseUnavailableMessage } });
        expect(response.headers.get("retry-after")).toBe("5");
      }

      postgres.start();
      await expect.poll(async () => (await member.get("/api/health")).status, { timeout: 15_000 }).toBe(200);
      // The same process, the same session: nothing was restarted but the database.
      expect((await member.patch("/api/account/profile", { fullName: "Back again" })).status).toBe(200);
      expect((await expectJson(member.api.me.$get())).user.name).toBe("Back again");
      expect(server.child.exitCode).toBeNull();
    },
  );
});
