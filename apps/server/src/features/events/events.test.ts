import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { openEventStream } from "../../testing/event-stream-client.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();
const track = "/api/functions/track-usage";

/** Polls until `check` holds, for effects that follow a disconnect asynchronously. */
const eventually = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("the condition did not hold in time");
    await new Promise((resume) => setTimeout(resume, 25));
  }
};

describe("GET /api/events", () => {
  it("gives a visitor a stream of site-wide events only, never a member's own", async () => {
    const member = await testApp().as("paid");
    const visitor = await openEventStream(testApp().client());
    const memberStream = await openEventStream(member);
    try {
      expect(visitor.status).toBe(200);
      await visitor.next("ready");
      await memberStream.next("ready");
      await member.post(track, { event: "prompt_copied" });
      await memberStream.next("usage");
      const admin = await testApp().as("admin");
      await admin.put("/api/admin/theme/colors/primary", { value: "200 80% 50%" });
      await visitor.next("theme");
      expect(visitor.received.map((frame) => frame.event)).toEqual(["ready", "theme"]);
    } finally {
      visitor.close();
      memberStream.close();
    }
  });

  it("streams the member's usage updates as they are recorded", async () => {
    const member = await testApp().as("paid");
    const stream = await openEventStream(member);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get("content-type")).toContain("text/event-stream");
      await stream.next("ready");

      const trackUsage = member.api.functions["track-usage"];
      const tracked = await expectJson(trackUsage.$post({ json: { event: "prompt_copied", source: "voice" } }));
      const update = await stream.next("usage");
      expect(update.data).toEqual(tracked);
      expect(update.data).toMatchObject({ totalMinutes: 15, event: { event: "prompt_copied", source: "voice" } });
    } finally {
      stream.close();
    }
  });

  it("never sends a member someone else's events", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().as("paid");
    const stream = await openEventStream(member);
    try {
      await stream.next("ready");
      await other.post(track, { event: "prompt_saved", minutes_saved: 45 });
      await member.post(track, { event: "prompt_copied" });
      const update = await stream.next("usage");
      expect(update.data).toMatchObject({ totalMinutes: 15, event: { event: "prompt_copied" } });
      expect(stream.received.filter((frame) => frame.event === "usage")).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it("delivers an event recorded through another server instance on the same database", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().startAnotherInstance();
    const stream = await openEventStream(member, `${other.baseUrl}/api/events`);
    try {
      await stream.next("ready");
      await member.post(track, { event: "prompt_saved", minutes_saved: 20 });
      expect((await stream.next("usage")).data).toMatchObject({ totalMinutes: 20 });
    } finally {
      stream.close();
      await other.close();
    }
  });

  it("lets go of a stream when the browser disconnects", async () => {
    const member = await testApp().as("paid");
    const before = testApp().events.countSubscribers();
    const stream = await openEventStream(member);
    await stream.next("ready");
    expect(testApp().events.countSubscribers()).toBe(before + 1);
    stream.close();
    await eventually(() => testApp().events.countSubscribers() === before);
  });

  it.each([
    { who: "member", limit: 10 },
    { who: "visitor", limit: 20 },
  ] as const)(
    "refuses a $who's stream past $limit open ones, and takes one again once a stream closes",
    async ({ who, limit }) => {
      const client = who === "member" ? await testApp().as("paid") : testApp().client();
      const before = testApp().events.countSubscribers();
      const streams = await Promise.all(Array.from({ length: limit }, () => openEventStream(client)));
      try {
        await Promise.all(streams.map((stream) => stream.next("ready")));
        const refused = await client.get("/api/events");
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          error: {
            code: "rate_limited",
            message: "Too many open connections. Close some Promptloom tabs and try again.",
          },
        });

        streams.pop()?.close();
        await eventually(() => testApp().events.countSubscribers() === before + limit - 1);
        const again = await openEventStream(client);
        streams.push(again);
        expect(again.status).toBe(200);
      } finally {
        for (const stream of streams) stream.close();
        // The next test counts streams from a clean start.
        await eventually(() => testApp().events.countSubscribers() === before);
      }
    },
  );

  it("ends open streams when the server shuts down", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().startAnotherInstance();
    const stream = await openEventStream(member, `${other.baseUrl}/api/events`);
    await stream.next("ready");
    await other.close();
    await stream.ended();
  });
});
