import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { defaultCoachSettings } from "./chat/default-coach-settings.ts";

const testApp = useTestApp();

describe("admin coach settings", () => {
  it("starts from the built-in settings and keeps what the admin saves", async () => {
    const admin = await testApp().as("admin");
    const readSettings = () => expectJson(admin.api.admin.coach.settings.$get());
    expect(await readSettings()).toEqual(defaultCoachSettings);

    const [first, ...rest] = defaultCoachSettings.playbooks;
    const changed = {
      ...defaultCoachSettings,
      systemPrompt: "  You coach freelance designers.  ",
      tone: "calm" as const,
      dailyMessageLimit: 12,
      historyMessages: 4,
      // The form may send the playbooks in any order; they are kept in theirs.
      playbooks: [...rest, ...(first ? [{ ...first, title: "What now?", isEnabled: false }] : [])],
    };
    const saved = await expectJson(admin.api.admin.coach.settings.$put({ json: changed }));
    expect(saved.systemPrompt).toBe("You coach freelance designers.");
    expect(saved.playbooks.map((playbook) => playbook.id)).toEqual([
      "prioritise",
      "break-down",
      "weekly-review",
      "procrastination",
    ]);
    expect(await readSettings()).toEqual(saved);

    const audit = await expectJson(admin.api.admin["audit-log"].$get({ query: { action: "coach_settings.update" } }));
    expect(audit.items).toEqual([
      expect.objectContaining({
        actorEmail: admin.account.email,
        targetType: "coach_settings",
        before: expect.objectContaining({ tone: "encouraging", dailyMessageLimit: 30 }) as unknown,
        after: expect.objectContaining({ tone: "calm", dailyMessageLimit: 12 }) as unknown,
      }),
    ]);

    const member = await testApp().as("paid");
    const state = await expectJson(member.api.coach.$get({ query: {} }));
    expect(state.dailyMessageLimit).toBe(12);
    expect(state.playbooks.map((playbook) => playbook.id)).toEqual(["break-down", "weekly-review", "procrastination"]);
  });

  it("refuses settings that are incomplete or out of range", async () => {
    const admin = await testApp().as("admin");
    const cases: [Record<string, unknown>, string][] = [
      [{ systemPrompt: " " }, "System prompt is required"],
      [{ tone: "sarcastic" }, "Choose a tone"],
      [{ dailyMessageLimit: 0 }, "Daily limit must be at least 1"],
      [{ dailyMessageLimit: 501 }, "Daily limit must be at most 500"],
      [{ historyMessages: 51 }, "History must be at most 50"],
      [{ playbooks: defaultCoachSettings.playbooks.slice(1) }, "Every playbook must be listed once"],
      [
        { playbooks: defaultCoachSettings.playbooks.map((playbook) => ({ ...playbook, tips: ["", "ok"] })) },
        "Tip is required",
      ],
    ];
    for (const [changes, message] of cases) {
      const response = await admin.put("/api/admin/coach/settings", { ...defaultCoachSettings, ...changes });
      expect(response.status, JSON.stringify(changes).slice(0, 80)).toBe(400);
      expect(response.body).toEqual({ error: { code: "validation_error", message } });
    }
    expect(await expectJson(admin.api.admin.coach.settings.$get())).toEqual(defaultCoachSettings);
  });

  it("is for admins only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/admin/coach/settings"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(testApp(), (client) => client.put("/api/admin/coach/settings", defaultCoachSettings), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});
