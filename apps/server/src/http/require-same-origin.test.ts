import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { savedPrompts } from "../db/schema/index.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { expectJson } from "../testing/expect-json.ts";

const testApp = useTestApp();

const contact = { name: "Ada", email: "ada@example.test", subject: "Hello", message: "A question about plans." };
const refusedFrom = (origin: string, baseUrl: string) => ({
  error: {
    code: "forbidden",
    message: `This server does not accept requests from ${origin}. Open Promptloom at ${baseUrl}, or set PUBLIC_URL to the address you open it at and restart the server.`,
  },
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from another site, saying which address to use", async () => {
    const response = await testApp()
      .client()
      .post("/api/support/messages", contact, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(refusedFrom("https://evil.example", testApp().baseUrl));
  });

  it("refuses a sibling subdomain, which the SameSite cookie alone lets through", async () => {
    const member = await testApp().as("paid");
    const saved = await expectJson(
      member.api["saved-prompts"].$post({ json: { title: "Mine", perfectedText: "Keep me." } }),
      201,
    );
    const response = await member.delete(`/api/saved-prompts/${saved.id}`, {
      headers: { Origin: "https://other.promptloom.test", "Sec-Fetch-Site": "same-site" },
    });
    expect(response.status).toBe(403);
    expect(await testApp().db.select().from(savedPrompts).where(eq(savedPrompts.id, saved.id))).toHaveLength(1);
  });

  it("refuses the opaque origin of sandboxed frames and privacy-stripped pages", async () => {
    const member = await testApp().as("paid");
    const response = await member.patch(
      "/api/account/profile",
      { fullName: "Mallory" },
      { headers: { Origin: "null" } },
    );
    expect(response.status).toBe(403);
  });

  it("covers the authentication routes too", async () => {
    const member = await testApp().as("paid");
    const response = await testApp()
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: member.account.email, password: member.account.password },
        { headers: { Origin: "https://evil.example" } },
      );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("lets through a client that is not a browser (neither header), as no page can send that", async () => {
    const member = await testApp().as("paid");
    const response = await member.patch("/api/account/profile", { fullName: "Scripted" }, { withoutOrigin: true });
    expect(response.status).toBe(200);
  });

  it("trusts the browser's own same-origin verdict, e.g. behind a port mapping", async () => {
    const member = await testApp().as("paid");
    const response = await member.patch(
      "/api/account/profile",
      { fullName: "Robin" },
      { headers: { Origin: "http://localhost:8080", "Sec-Fetch-Site": "same-origin" } },
    );
    expect(response.status).toBe(200);
  });

  it("lets a visitor's client that is not a browser through", async () => {
    const response = await testApp().client().post("/api/support/messages", contact, { withoutOrigin: true });
    expect(response.status).toBe(201);
  });

  it("leaves reads alone", async () => {
    const member = await testApp().as("paid");
    expect((await member.get("/api/me", { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });

  it("exempts webhooks and API-key calls, which authenticate every request themselves", async () => {
    const visitor = testApp().client();
    const evil = { Origin: "https://evil.example" };
    const webhook = await visitor.post("/api/webhooks/stripe", {}, { headers: evil });
    expect(webhook.status).toBe(400);
    const withKey = await visitor.post(
      "/api/saved-prompts",
      {},
      { headers: { ...evil, Authorization: "Bearer pl_x" } },
    );
    expect(withKey.status).toBe(401);
  });
});
