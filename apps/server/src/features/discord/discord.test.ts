import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

const community = {
  inviteUrl: "https://discord.com/invite/promptloom",
  serverName: "Promptloom Members",
  description: "Share prompts, ask for feedback and join the weekly prompt clinic.",
  rules: ["Be kind and specific.", "No spam or self-promotion outside #showcase."],
};

describe("the Discord community", () => {
  it("is empty until an admin sets it, then members see it with the invite in its short form", async () => {
    const member = await testApp().as("paid");
    const admin = await testApp().as("admin");
    expect(await expectJson(member.api.discord.$get())).toEqual({ community: null });

    const saved = await expectJson(admin.api.admin.discord.$put({ json: community }));
    expect(saved.community?.inviteUrl).toBe("https://discord.gg/promptloom");
    const expected = { ...community, inviteUrl: "https://discord.gg/promptloom" };
    expect((await expectJson(member.api.discord.$get())).community).toEqual(expected);
    expect((await expectJson(admin.api.admin.discord.$get())).community).toEqual(expected);

    const audit = await expectJson(admin.api.admin["audit-log"].$get({ query: { action: "discord.update" } }));
    expect(audit.items).toEqual([expect.objectContaining({ targetLabel: "Promptloom Members" })]);
  });

  it("accepts only Discord invite links", async () => {
    const admin = await testApp().as("admin");
    for (const inviteUrl of [
      "https://discord.gg/abc-123",
      "https://discordapp.com/invite/xyz",
      "https://www.discord.gg/Abc/",
    ]) {
      await expectJson(admin.api.admin.discord.$put({ json: { ...community, inviteUrl } }));
    }
    for (const inviteUrl of [
      "http://discord.gg/abc",
      "https://discord.gg.evil.example/abc",
      "https://example.com/invite/abc",
      "https://discord.com/channels/123/456",
      "discord.gg/abc",
      "javascript:alert(1)",
    ]) {
      const response = await admin.put("/api/admin/discord", { ...community, inviteUrl });
      expect(response.body, inviteUrl).toEqual({
        error: { code: "validation_error", message: "Use a Discord invite link such as https://discord.gg/abc123" },
      });
    }
  });

  it("refuses a missing name, description or rule", async () => {
    const admin = await testApp().as("admin");
    const cases: [Record<string, unknown>, string][] = [
      [{ serverName: " " }, "Server name is required"],
      [{ description: "" }, "Description is required"],
      [{ rules: ["ok", " "] }, "Rule is required"],
      [{ rules: Array.from({ length: 16 }, () => "rule") }, "At most 15 rules"],
    ];
    for (const [changes, message] of cases) {
      const response = await admin.put("/api/admin/discord", { ...community, ...changes });
      expect(response.body).toEqual({ error: { code: "validation_error", message } });
    }
  });

  it("is read by paid members and set by admins only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/discord"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(testApp(), (client) => client.put("/api/admin/discord", community), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});
