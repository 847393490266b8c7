import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { encodeCursor } from "../lib/cursor.ts";
import { createKeyFor, withKey } from "../testing/api-key-requests.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import type { TestResponse } from "../testing/test-client.ts";

const testApp = useTestApp();

/** Dates PostgreSQL cannot store or that no one means: year 0, far past, far future. */
const outOfRangeDays = ["0000-01-01", "0001-01-01", "1000-06-15", "9999-12-31", "3000-01-01"];
const outOfRangeTimestamps = [
  "0000-01-01T00:00:00.000Z",
  "0001-01-01T00:00:00.000Z",
  "9999-12-31T23:59:59.999Z",
  "4000-01-01T00:00:00.000Z",
];

const expectRefused = (response: TestResponse, label: string) => {
  expect(response.status, label).toBe(400);
  expect(response.body, label).toMatchObject({ error: { code: "validation_error" } });
};

describe("dates outside a sane range are a 400, never a 500", () => {
  it("in saved-prompt page cursors, on the web API and the public API", async () => {
    const member = await testApp().as("paid");
    const key = await createKeyFor(member);
    for (const createdAt of outOfRangeTimestamps) {
      const cursor = encodeCursor({ createdAt, id: randomUUID() });
      expectRefused(await member.get(`/api/saved-prompts?cursor=${cursor}`), `web ${createdAt}`);
      expectRefused(await testApp().client().get(`/api/v1/prompts?cursor=${cursor}`, withKey(key)), `v1 ${createdAt}`);
    }
    const fine = encodeCursor({ createdAt: "2026-01-01T00:00:00.000Z", id: randomUUID() });
    expect((await member.get(`/api/saved-prompts?cursor=${fine}`)).status).toBe(200);
  });

  it("in a planner task's due date, created or changed", async () => {
    const member = await testApp().as("paid");
    const created = await member.post("/api/planner/tasks", { title: "File taxes", dueDate: "2026-04-15" });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    for (const dueDate of outOfRangeDays) {
      expectRefused(await member.post("/api/planner/tasks", { title: "Ancient", dueDate }), `create ${dueDate}`);
      expectRefused(await member.patch(`/api/planner/tasks/${id}`, { dueDate }), `update ${dueDate}`);
    }
  });

  it("in the admin audit log's and analytics' periods", async () => {
    const admin = await testApp().as("admin");
    for (const day of outOfRangeDays) {
      expectRefused(await admin.get(`/api/admin/audit-log?from=${day}`), `audit from ${day}`);
      expectRefused(await admin.get(`/api/admin/audit-log?to=${day}`), `audit to ${day}`);
      expectRefused(await admin.get(`/api/admin/audit-log/export?from=${day}`), `audit export ${day}`);
      expectRefused(await admin.get(`/api/admin/analytics?from=${day}&to=${day}`), `analytics ${day}`);
      expectRefused(
        await admin.get(`/api/admin/analytics/export?series=signups&from=${day}&to=${day}`),
        `analytics export ${day}`,
      );
    }
    expect((await admin.get("/api/admin/audit-log?from=2026-01-01&to=2026-01-31")).status).toBe(200);
  });
});
