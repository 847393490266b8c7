import { describe, expect, it } from "vitest";
import { z } from "zod";

import { siteSettings } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { openEventStream } from "../../testing/event-stream-client.ts";
import { expectAccessToEach } from "../../testing/expect-access.ts";
import { expectBody, expectError, expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp();

const auditOf = async (admin: SignedInClient) =>
  (await expectJson(admin.api.admin["audit-log"].$get({ query: { targetType: "theme" } }))).items;

const themeOf = (client: TestClient) => expectJson(client.api.theme.$get());

/** The stylesheet, read as text: the typed client reads JSON only. */
const stylesheetOf = async (client: TestClient) => {
  const response = await client.get("/api/theme.css");
  return { headers: response.headers, css: expectBody(response, z.string()) };
};

describe("GET /api/theme and /api/theme.css", () => {
  it("answer anyone with no overrides while the default theme is in use", async () => {
    const visitor = testApp().client();
    expect(await themeOf(visitor)).toEqual({ colors: {}, updatedAt: null });
    const { headers, css } = await stylesheetOf(visitor);
    expect(headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(css).not.toContain("--primary");
  });

  it("serve stored overrides as a stylesheet that outranks the defaults and revalidates with a 304", async () => {
    const admin = await testApp().as("admin");
    await admin.put("/api/admin/theme", { colors: { primary: "200 80% 50%", ring: "200 80% 50%" } });
    const visitor = testApp().client();
    const { headers, css } = await stylesheetOf(visitor);
    expect(css).toMatch(/^:root:root\{(--(primary|ring):200 80% 50%;){2}\}$/);
    expect(headers.get("cache-control")).toBe("no-cache");
    const etag = headers.get("etag") ?? "";
    const again = await visitor.get("/api/theme.css", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    await admin.put("/api/admin/theme/colors/primary", { value: "10 80% 50%" });
    expect((await visitor.get("/api/theme.css", { headers: { "If-None-Match": etag } })).status).toBe(200);
  });

  it("leave out colours stored by hand with unknown names or malformed values", async () => {
    await testApp()
      .db.insert(siteSettings)
      .values({
        key: "dark_theme_colors",
        category: "theme",
        value: { primary: "1 2% 3%", nonsense: "1 2% 3%", card: "red", ring: 42 },
      });
    // Stored straight in the database: it reaches the server's memory through the notification.
    await expect.poll(async () => (await themeOf(testApp().client())).colors).toEqual({ primary: "1 2% 3%" });
  });
});

describe("changing the theme", () => {
  it("saves all colours, storing only those that differ from the default, with an audit entry of what changed", async () => {
    const admin = await testApp().as("admin");
    const saved = await expectJson(
      admin.api.admin.theme.$put({
        json: { colors: { primary: "200 80% 50%", background: "240 10% 4%", "chart-1": "10 70% 60%" } },
      }),
    );
    expect(saved.colors).toEqual({ primary: "200 80% 50%", "chart-1": "10 70% 60%" });
    expect(saved.updatedAt).not.toBeNull();
    expect(await themeOf(testApp().client())).toEqual(saved);

    const [entry] = await auditOf(admin);
    expect(entry).toMatchObject({
      action: "theme.save",
      actorEmail: admin.account.email,
      targetId: "dark_theme_colors",
      before: { primary: "258 90% 66%", "chart-1": "258 90% 66%" },
      after: { primary: "200 80% 50%", "chart-1": "10 70% 60%" },
    });
  });

  it("changes and resets a single colour, keeping the others", async () => {
    const admin = await testApp().as("admin");
    await admin.put("/api/admin/theme", { colors: { primary: "200 80% 50%" } });
    const colors = admin.api.admin.theme.colors[":name"];
    const changed = await expectJson(colors.$put({ param: { name: "success" }, json: { value: "150 60% 40%" } }));
    expect(changed.colors).toEqual({ primary: "200 80% 50%", success: "150 60% 40%" });
    const unset = await expectJson(colors.$delete({ param: { name: "primary" } }));
    expect(unset.colors).toEqual({ success: "150 60% 40%" });
    expect((await auditOf(admin)).map((entry) => [entry.action, entry.after])).toEqual([
      ["theme.reset_color", { primary: "258 90% 66%" }],
      ["theme.change_color", { success: "150 60% 40%" }],
      ["theme.save", { primary: "200 80% 50%" }],
    ]);
  });

  it("resets all back to the default, primary 258 90% 66%", async () => {
    const admin = await testApp().as("admin");
    await admin.put("/api/admin/theme", { colors: { primary: "200 80% 50%", card: "0 0% 10%" } });
    const reset = await expectJson(admin.api.admin.theme.$delete());
    expect(reset).toEqual({ colors: {}, updatedAt: null });
    expect((await stylesheetOf(testApp().client())).css).not.toContain("--primary");
    const [entry] = await auditOf(admin);
    expect(entry).toMatchObject({ action: "theme.reset", after: { primary: "258 90% 66%", card: "240 10% 6%" } });
  });

  it("writes nothing when nothing changes", async () => {
    const admin = await testApp().as("admin");
    await admin.put("/api/admin/theme/colors/primary", { value: "258 90% 66%" });
    await admin.delete("/api/admin/theme");
    expect(await auditOf(admin)).toEqual([]);
    expect(await testApp().db.select().from(siteSettings)).toEqual([]);
  });

  it("refuses colours that are not HSL values and names that are not theme colours", async () => {
    const admin = await testApp().as("admin");
    const wrong = await admin.put("/api/admin/theme/colors/primary", { value: "#ff0000" });
    expect(expectError(wrong, 400).message).toBe("Expected an HSL value like 258 90% 66%");
    expect((await admin.put("/api/admin/theme/colors/primary", { value: "400 50% 50%" })).status).toBe(400);
    expect((await admin.put("/api/admin/theme/colors/nonsense", { value: "1 2% 3%" })).status).toBe(400);
    expect((await admin.put("/api/admin/theme", { colors: { nonsense: "1 2% 3%" } })).status).toBe(400);
    expect((await admin.put("/api/admin/theme", { colors: "dark" })).status).toBe(400);
    expect((await themeOf(testApp().client())).colors).toEqual({});
  });

  it("is for admins only", async () => {
    await expectAccessToEach(
      testApp(),
      [
        (client) => client.put("/api/admin/theme", { colors: {} }),
        (client) => client.delete("/api/admin/theme"),
        (client) => client.put("/api/admin/theme/colors/primary", { value: "258 90% 66%" }),
        (client) => client.delete("/api/admin/theme/colors/primary"),
      ],
      { anonymous: 401, unpaid: 403, paid: 403, refunded: 403, admin: 200 },
    );
  });
});

describe("live theme", () => {
  it("reaches visitors' and members' open streams on every server instance when an admin changes it", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const other = await testApp().startAnotherInstance();
    const visitorStream = await openEventStream(testApp().client());
    const memberStream = await openEventStream(member, `${other.baseUrl}/api/events`);
    try {
      await visitorStream.next("ready");
      await memberStream.next("ready");

      const saved = await expectJson(
        admin.api.admin.theme.colors[":name"].$put({ param: { name: "primary" }, json: { value: "200 80% 50%" } }),
      );
      expect((await visitorStream.next("theme")).data).toEqual(saved);
      expect((await memberStream.next("theme")).data).toEqual(saved);

      await admin.delete("/api/admin/theme");
      expect((await memberStream.next("theme")).data).toEqual({ colors: {}, updatedAt: null });
    } finally {
      visitorStream.close();
      memberStream.close();
      await other.close();
    }
  });
});
