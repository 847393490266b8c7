import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";

const testApp = useTestApp();

describe("GET /api/me", () => {
  it("answers every signed-in role and refuses visitors", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/me"), {
      anonymous: 401,
      unpaid: 200,
      paid: 200,
      refunded: 200,
      admin: 200,
    });
  });

  it("reports the profile's paid, refunded and admin flags", async () => {
    const refunded = await testApp().as("refunded");
    expect((await refunded.get("/api/me")).body).toMatchObject({
      profile: { isPaid: true, refunded: true, isAdmin: false },
    });
    const admin = await testApp().as("admin");
    expect((await admin.get("/api/me")).body).toMatchObject({ profile: { isPaid: true, isAdmin: true } });
  });

  it("answers 401 in the API's error shape when signed out", async () => {
    const response = await testApp().client().get("/api/me");
    expect(response.body).toEqual({ error: { code: "unauthorized", message: "Authentication required" } });
  });
});
