import type { Task, TaskPriority } from "@promptloom/contracts/planner";
import { describe, expect, it } from "vitest";

import { orderForToday, planDay } from "./plan-day.ts";

let made = 0;
const task = (
  title: string,
  fields: { priority?: TaskPriority; due?: string | null; estimate?: number | null },
): Task => {
  made += 1;
  return {
    id: `task-${made}`,
    title,
    notes: "",
    priority: fields.priority ?? "medium",
    estimateMinutes: fields.estimate === undefined ? 30 : fields.estimate,
    dueDate: fields.due ?? null,
    done: false,
    doneAt: null,
    createdAt: "2025-03-10T08:00:00.000Z",
  };
};

const hours = { workStart: "09:00", workEnd: "17:00" };
const date = "2025-03-10";
const titles = (tasks: { title: string }[]) => tasks.map((item) => item.title);

describe("orderForToday", () => {
  it("puts higher priority first, then the earliest due date, then the shorter task", () => {
    const ordered = orderForToday([
      task("low, overdue", { priority: "low", due: "2025-03-01" }),
      task("medium, undated, long", { estimate: 120 }),
      task("medium, due today", { due: date }),
      task("high, undated", { priority: "high" }),
      task("medium, overdue", { due: "2025-03-07" }),
      task("medium, undated, short", { estimate: 10 }),
      task("high, due today", { priority: "high", due: date }),
    ]);
    expect(titles(ordered)).toEqual([
      "high, due today",
      "high, undated",
      "medium, overdue",
      "medium, due today",
      "medium, undated, short",
      "medium, undated, long",
      "low, overdue",
    ]);
  });

  it("keeps the member's own order between tasks that are otherwise equal", () => {
    const ordered = orderForToday([task("first", {}), task("second", {}), task("third", {})]);
    expect(titles(ordered)).toEqual(["first", "second", "third"]);
  });

  it("counts a task without an estimate as 30 minutes", () => {
    const ordered = orderForToday([
      task("unknown", { estimate: null }),
      task("45", { estimate: 45 }),
      task("20", { estimate: 20 }),
    ]);
    expect(titles(ordered)).toEqual(["20", "unknown", "45"]);
  });
});

describe("planDay", () => {
  it("lays the day out from the start of work, with the reason for each place", () => {
    const plan = planDay({
      tasks: [
        task("Reply to Dana", { estimate: 15 }),
        task("Quarterly report", { priority: "high", due: "2025-03-07", estimate: 60 }),
      ],
      hours,
      date,
      nowMinutes: 7 * 60 + 12,
    });
    expect(plan.start).toBe("09:00");
    expect(plan.blocks).toEqual([
      expect.objectContaining({
        kind: "task",
        title: "Quarterly report",
        start: "09:00",
        end: "10:00",
        reason: "High priority, overdue since Fri 7 Mar, 1 h.",
      }),
      expect.objectContaining({
        kind: "task",
        title: "Reply to Dana",
        start: "10:00",
        end: "10:15",
        reason: "Medium priority, no due date, 15 min.",
      }),
    ]);
    expect(plan.summary).toBe("2 tasks, 1 h 15 min of work, from 09:00 to 10:15.");
    expect(plan.explanation[0]).toBe("Higher priority first: high, then medium, then low.");
  });

  it("starts from now, on the next five-minute mark, once the working day has begun", () => {
    const plan = planDay({ tasks: [task("Call", { estimate: 20 })], hours, date, nowMinutes: 13 * 60 + 7 });
    expect(plan.start).toBe("13:10");
    expect(plan.blocks[0]).toMatchObject({ start: "13:10", end: "13:30" });
  });

  it("says when a task had no estimate and plans it for 30 minutes", () => {
    const plan = planDay({ tasks: [task("Tidy inbox", { estimate: null })], hours, date, nowMinutes: 0 });
    expect(plan.blocks[0]).toMatchObject({
      minutes: 30,
      isEstimateAssumed: true,
      reason: "Medium priority, no due date, no estimate, 30 min assumed.",
    });
  });

  it("adds a 15-minute break after 90 minutes of focus", () => {
    const plan = planDay({
      tasks: [task("A", { estimate: 60 }), task("B", { estimate: 30 }), task("C", { estimate: 45 })],
      hours,
      date,
      nowMinutes: 0,
    });
    expect(plan.blocks.map((block) => [block.kind, block.start, block.end])).toEqual([
      ["task", "09:00", "09:30"],
      ["task", "09:30", "10:15"],
      ["task", "10:15", "11:15"],
    ]);
    const long = planDay({
      tasks: [task("A", { estimate: 90 }), task("B", { estimate: 30 })],
      hours,
      date,
      nowMinutes: 0,
    });
    expect(long.blocks.map((block) => [block.kind, block.start, block.end])).toEqual([
      ["task", "09:00", "09:30"],
      ["task", "09:30", "11:00"],
    ]);
    const twoLong = planDay({
      tasks: [task("A", { estimate: 90 }), task("B", { estimate: 90 })],
      hours,
      date,
      nowMinutes: 0,
    });
    expect(twoLong.blocks.map((block) => [block.kind, block.start, block.end])).toEqual([
      ["task", "09:00", "10:30"],
      ["break", "10:30", "10:45"],
      ["task", "10:45", "12:15"],
    ]);
    expect(twoLong.explanation).toContain("A 15-minute break follows every 90 minutes of focus.");
  });

  it("lists what does not fit before the end of the day, and lets a shorter task fill the gap", () => {
    const plan = planDay({
      tasks: [task("Workshop prep", { priority: "high", estimate: 120 }), task("Invoice", { estimate: 20 })],
      hours,
      date,
      nowMinutes: 15 * 60 + 30,
    });
    expect(titles(plan.blocks.filter((block) => block.kind === "task"))).toEqual(["Invoice"]);
    expect(plan.unscheduled.map(({ title, minutes }) => ({ title, minutes }))).toEqual([
      { title: "Workshop prep", minutes: 120 },
    ]);
    expect(plan.explanation.at(-1)).toBe(
      "One task does not fit before 17:00; it stays on your Today list for later or tomorrow.",
    );
  });

  it("plans nothing after the working day and says so", () => {
    const plan = planDay({ tasks: [task("Late", {})], hours, date, nowMinutes: 18 * 60 });
    expect(plan.blocks).toEqual([]);
    expect(plan.unscheduled).toHaveLength(1);
    expect(plan.summary).toBe("Your working day ended at 17:00. Nothing more is planned for today.");
  });

  it("says there is nothing to plan on an empty day", () => {
    const plan = planDay({ tasks: [], hours, date, nowMinutes: 0 });
    expect(plan.summary).toBe("Nothing is due today. Add tasks to Today, then plan your day.");
  });
});
