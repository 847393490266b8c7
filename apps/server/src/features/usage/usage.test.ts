import type { TrackUsageInput } from "@promptloom/contracts/usage";
import { describe, expect, it } from "vitest";

import { usageEvents } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();
const track = "/api/functions/track-usage";
const trackUsage = (member: SignedInClient, json: TrackUsageInput) =>
  expectJson(member.api.functions["track-usage"].$post({ json }));

describe("POST /api/functions/track-usage", () => {
  it("records the event with the spec's defaults and answers with the running total", async () => {
    const member = await testApp().as("paid");
    const first = await trackUsage(member, { event: "prompt_copied" });
    expect(first.event).toMatchObject({
      event: "prompt_copied",
      minutesSaved: 15,
      source: "manual",
      category: null,
      promptId: null,
    });
    expect(first.totalMinutes).toBe(15);

    const second = await trackUsage(member, {
      user_id: member.account.id,
      event: "prompt_saved",
      minutes_saved: 20,
      category: "voice",
      prompt_id: "abc",
      source: "voice",
    });
    expect(second.event).toMatchObject({ minutesSaved: 20, category: "voice", promptId: "abc", source: "voice" });
    expect(second.totalMinutes).toBe(35);
  });

  it("counts only the member's own events in the total", async () => {
    const other = await testApp().as("paid");
    await other.post(track, { event: "prompt_copied", minutes_saved: 60 });
    const member = await testApp().as("paid");
    expect((await trackUsage(member, { event: "prompt_copied" })).totalMinutes).toBe(15);
  });

  it("refuses to record for someone else's user_id", async () => {
    const member = await testApp().as("paid");
    const response = await member.post(track, { user_id: "someone-else", event: "prompt_copied" });
    expect(response.status).toBe(403);
    expect(await testApp().db.select().from(usageEvents)).toHaveLength(0);
  });

  it("rejects a missing or malformed event and out-of-range minutes", async () => {
    const member = await testApp().as("paid");
    for (const body of [
      {},
      { event: "Has Spaces" },
      { event: "ok", minutes_saved: -1 },
      { event: "ok", minutes_saved: 1.5 },
    ]) {
      expect((await member.post(track, body)).status).toBe(400);
    }
  });

  it("is for paying members only", async () => {
    await expectAccess(testApp(), (client) => client.post(track, { event: "prompt_copied" }), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});
