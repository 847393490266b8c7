import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { openEventStream } from "../../testing/event-stream-client.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();
const track = "/api/functions/track-usage";

describe("limits on crediting time saved", () => {
  it("credits at most 60 minutes for one action", async () => {
    const member = await testApp().as("paid");
    const response = await member.post(track, { event: "prompt_saved", minutes_saved: 480 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: "validation_error", message: "minutes_saved must be at most 60" },
    });
  });

  it("credits the same prompt once an hour, however often it is copied", async () => {
    const member = await testApp().as("paid");
    const copy = (promptId: string) =>
      expectJson(member.api.functions["track-usage"].$post({ json: { event: "prompt_copied", prompt_id: promptId } }));
    expect(await copy("library-42")).toMatchObject({ event: { minutesSaved: 15 }, totalMinutes: 15 });
    expect(await copy("library-42")).toMatchObject({ event: { minutesSaved: 0 }, totalMinutes: 15 });
    expect((await copy("library-43")).totalMinutes).toBe(30);
  });

  it("refuses a member's 61st call in ten minutes", async () => {
    const member = await testApp().as("paid");
    for (let call = 1; call <= 60; call += 1) {
      expect((await member.post(track, { event: "prompt_copied" })).status).toBe(200);
    }
    const refused = await member.post(track, { event: "prompt_copied" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("open event streams", () => {
  it("allows a member ten at once and refuses the eleventh", async () => {
    const member = await testApp().as("paid");
    const streams = await Promise.all(Array.from({ length: 10 }, () => openEventStream(member)));
    try {
      for (const stream of streams) await stream.next("ready");
      const refused = await member.get("/api/events");
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: { code: "rate_limited" } });
      const someoneElse = await openEventStream(await testApp().as("paid"));
      expect(someoneElse.status).toBe(200);
      someoneElse.close();
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
