import { describe, expect, it } from "vitest";

import { usageEvents } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const summaryPath = (timeZone?: string) =>
  timeZone ? `/api/usage/summary?timeZone=${encodeURIComponent(timeZone)}` : "/api/usage/summary";

/** The member's summary in `timeZone` (the server's default without one). */
const summaryOf = (member: SignedInClient, timeZone?: string) =>
  expectJson(member.api.usage.summary.$get({ query: timeZone ? { timeZone } : {} }));

/** Stores events as if they had happened `ago` milliseconds before now. */
const recordEventsAgo = async (userId: string, events: { ago: number; minutes?: number }[]) => {
  const now = Date.now();
  await testApp()
    .db.insert(usageEvents)
    .values(
      events.map(({ ago, minutes = 15 }) => ({
        userId,
        event: "prompt_copied",
        minutesSaved: minutes,
        createdAt: new Date(now - ago),
      })),
    );
};

/** The calendar date of an instant in a time zone, as the member's browser would show it. */
const dateIn = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

const mondayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY).toISOString().slice(0, 10);
};

describe("GET /api/usage/summary", () => {
  it("starts at zero, with 30 empty days ending today", async () => {
    const member = await testApp().as("paid");
    const body = await summaryOf(member, "UTC");
    expect(body).toMatchObject({ totalMinutes: 0, weekMinutes: 0, todayMinutes: 0, streakDays: 0, recent: [] });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.every((day) => day.minutes === 0)).toBe(true);
    expect(body.daily.at(-1)?.date).toBe(body.today);
    expect(body.today).toBe(dateIn(Date.now(), "UTC"));
  });

  it("counts today, this week and the chart in the member's own time zone", async () => {
    const member = await testApp().as("paid");
    const agos = [0, 5 * HOUR, 13 * HOUR, 26 * HOUR, 50 * HOUR, 8 * DAY, 40 * DAY];
    await recordEventsAgo(
      member.account.id,
      agos.map((ago, index) => ({ ago, minutes: 10 + index })),
    );

    for (const timeZone of ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York"]) {
      const now = Date.now();
      const body = await summaryOf(member, timeZone);
      const today = dateIn(now, timeZone);
      const events = agos.map((ago, index) => ({ date: dateIn(now - ago, timeZone), minutes: 10 + index }));
      const total = (list: typeof events) => list.reduce((sum, event) => sum + event.minutes, 0);

      expect(body.timeZone).toBe(timeZone);
      expect(body.today).toBe(today);
      expect(body.totalMinutes).toBe(total(events));
      expect(body.todayMinutes, timeZone).toBe(total(events.filter((event) => event.date === today)));
      expect(body.weekMinutes, timeZone).toBe(total(events.filter((event) => event.date >= mondayOf(today))));
      const chart = new Map(body.daily.map((day) => [day.date, day.minutes]));
      expect(body.daily).toHaveLength(30);
      for (const event of events.slice(0, 6)) expect(chart.has(event.date), `${timeZone} ${event.date}`).toBe(true);
      expect(body.daily.reduce((sum, day) => sum + day.minutes, 0)).toBe(total(events.slice(0, 6)));
    }
  });

  it("counts the streak of consecutive days ending today or yesterday", async () => {
    const cases: { agos: number[]; streak: number }[] = [
      { agos: [0, 1 * DAY, 2 * DAY, 4 * DAY], streak: 3 },
      { agos: [1 * DAY, 1 * DAY + HOUR, 2 * DAY], streak: 2 },
      { agos: [2 * DAY, 3 * DAY], streak: 0 },
      { agos: [0], streak: 1 },
    ];
    for (const { agos, streak } of cases) {
      const member = await testApp().as("paid");
      await recordEventsAgo(
        member.account.id,
        agos.map((ago) => ({ ago })),
      );
      expect((await summaryOf(member, "UTC")).streakDays, agos.join()).toBe(streak);
    }
  });

  it("lists the ten latest events, newest first, and only the member's own", async () => {
    const other = await testApp().as("paid");
    await other.post("/api/functions/track-usage", { event: "prompt_saved", minutes_saved: 45 });
    const member = await testApp().as("paid");
    for (let index = 0; index < 12; index += 1) {
      await member.post("/api/functions/track-usage", { event: `event_${index}`, source: "voice" });
    }
    const body = await summaryOf(member);
    expect(body.timeZone).toBe("UTC");
    expect(body.totalMinutes).toBe(180);
    expect(body.recent.map((event) => event.event)).toEqual(
      Array.from({ length: 10 }, (_, index) => `event_${11 - index}`),
    );
    expect(body.recent[0]).toMatchObject({ minutesSaved: 15, source: "voice" });
  });

  it("rejects an unknown time zone", async () => {
    const member = await testApp().as("paid");
    const response = await member.get(summaryPath("Mars/Olympus_Mons"));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { message: "timeZone is invalid" } });
  });

  it("is for paying members only", async () => {
    await expectAccess(testApp(), (client) => client.get(summaryPath("UTC")), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});
