import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";

const testApp = useTestApp();

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const response = await testApp().client().get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok", database: "ok" });
  });
});
