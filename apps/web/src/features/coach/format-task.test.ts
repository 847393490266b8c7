import type { Task } from "@promptloom/contracts/planner";
import { describe, expect, it } from "vitest";

import { describeDueDate, describeTask, formatMinutes } from "./format-task.ts";

describe("task formatting", () => {
  it("writes durations in hours and minutes", () => {
    expect([5, 60, 90, 480].map(formatMinutes)).toEqual(["5 min", "1 h", "1 h 30 min", "8 h"]);
  });

  it("says whether a task is due today, overdue or due later", () => {
    expect(describeDueDate(null, "2025-03-10")).toBeNull();
    expect(describeDueDate("2025-03-10", "2025-03-10")).toBe("Due today");
    expect(describeDueDate("2025-03-07", "2025-03-10")).toMatch(/^Overdue since /);
    expect(describeDueDate("2025-03-12", "2025-03-10")).toMatch(/^Due /);
  });

  it("lists priority, estimate and due date, leaving out what is not set", () => {
    const task: Task = {
      id: "t",
      title: "T",
      notes: "",
      priority: "high",
      estimateMinutes: 45,
      dueDate: null,
      done: false,
      doneAt: null,
      createdAt: "",
    };
    expect(describeTask(task, "2025-03-10")).toEqual(["High priority", "45 min"]);
  });
});
