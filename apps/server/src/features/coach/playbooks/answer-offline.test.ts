import type { Task, TaskPriority } from "@promptloom/contracts/planner";
import { describe, expect, it } from "vitest";

import { defaultCoachSettings } from "../chat/default-coach-settings.ts";
import type { CoachContext } from "../chat/load-coach-context.ts";
import { answerOffline } from "./answer-offline.ts";
import { pickPlaybook } from "./pick-playbook.ts";

let made = 0;
const task = (title: string, fields: Partial<Omit<Task, "priority">> & { priority?: TaskPriority } = {}): Task => {
  made += 1;
  return {
    id: `task-${made}`,
    title,
    notes: "",
    priority: "medium",
    estimateMinutes: null,
    dueDate: null,
    done: false,
    doneAt: null,
    createdAt: `2025-03-0${made % 9}T08:00:00.000Z`,
    ...fields,
  };
};

const context = (fields: Partial<CoachContext>): CoachContext => ({
  canSeeTasks: true,
  today: "2025-03-10",
  hours: { workStart: "09:00", workEnd: "17:00" },
  openTasks: [],
  doneThisWeek: [],
  ...fields,
});

const answer = (ctx: CoachContext, message: string, playbook?: "weekly-review" | "procrastination" | "prioritise") =>
  answerOffline({ settings: defaultCoachSettings, context: ctx, message, playbook, taskId: undefined });

describe("pickPlaybook", () => {
  it.each([
    ["What should I work on first?", "prioritise"],
    ["help me prioritize", "prioritise"],
    ["Can you break this down?", "break-down"],
    ["where do I start with the launch", "break-down"],
    ["let's do my weekly review", "weekly-review"],
    ["I keep putting it off", "procrastination"],
    ["I'm stuck and unmotivated", "procrastination"],
    ["What's the capital of Peru?", null],
  ])("%s → %s", (message, expected) => {
    expect(pickPlaybook(message)).toBe(expected);
  });
});

describe("the weekly review playbook", () => {
  it("counts the week's finished work and lists overdue, coming and the three for next week", () => {
    const text = answer(
      context({
        doneThisWeek: [
          task("Ship v2", { done: true, estimateMinutes: 90 }),
          task("Pay rent", { done: true, estimateMinutes: 10 }),
        ],
        openTasks: [
          task("Fix the login bug", { priority: "high", dueDate: "2025-03-07" }),
          task("Book the venue", { dueDate: "2025-03-14" }),
          task("Read the RFC"),
          task("Far away", { dueDate: "2025-05-01" }),
        ],
      }),
      "",
      "weekly-review",
    );
    expect(text).toContain("**Finished in the last 7 days: 2** (about 1 h 40 min of estimated work)");
    expect(text).toContain("**Overdue: 1**");
    expect(text).toContain("- **Fix the login bug**: high priority, overdue since Fri 7 Mar");
    expect(text).toContain("**Due in the next 7 days: 1**\n- **Book the venue**: medium priority, due Fri 14 Mar");
    expect(text).toContain("**Without a due date: 1.**");
    expect(text).toMatch(
      /\*\*Your three for next week\*\*\n- \*\*Fix the login bug\*\*.*\n- \*\*Book the venue\*\*.*\n- \*\*Far away\*\*/,
    );
    expect(text).toContain("**Tips**\n- Which task took far longer than you estimated, and why?");
  });

  it("encourages marking tasks done when nothing was finished", () => {
    expect(answer(context({}), "weekly review")).toContain("**Finished in the last 7 days: none yet.**");
  });
});

describe("the procrastination playbook", () => {
  it("picks the longest overdue task and starts it in two minutes, with the member's own note", () => {
    const text = answer(
      context({
        openTasks: [
          task("Overdue a little", { dueDate: "2025-03-09" }),
          task("Tax return", {
            dueDate: "2025-02-28",
            estimateMinutes: 180,
            notes: "\nFind last year's receipts\nthen call Ana",
          }),
          task("Important", { priority: "high" }),
        ],
      }),
      "I keep putting things off",
    );
    expect(text).toContain("The task to move today: **Tax return**: medium priority, overdue since Fri 28 Feb, 3 h.");
    expect(text).toContain("**Forget the 3 h.**");
    expect(text).toContain('**Your own note:** "Find last year\'s receipts". Start there.');
  });

  it("falls back to the oldest high-priority task", () => {
    const text = answer(
      context({ openTasks: [task("Low one", { priority: "low" }), task("Big pitch", { priority: "high" })] }),
      "",
      "procrastination",
    );
    expect(text).toContain("The task to move today: **Big pitch**");
  });
});

describe("the prioritise playbook", () => {
  it("says the list is empty instead of inventing tasks", () => {
    expect(answer(context({}), "", "prioritise")).toContain("Your list is empty");
  });
});

describe("typed questions the playbooks do not cover", () => {
  const today = "2025-03-10";

  it("answers what is overdue, due today or tomorrow from the member's tasks", () => {
    const ctx = context({
      openTasks: [
        task("File the VAT return", { dueDate: "2025-03-07", priority: "high" }),
        task("Call the printer", { dueDate: today, estimateMinutes: 20 }),
        task("Draft the newsletter", { dueDate: "2025-03-11" }),
      ],
    });
    const overdue = answer(ctx, "Is anything overdue?");
    expect(overdue).toContain("One task is overdue");
    expect(overdue).toContain("**File the VAT return**");
    expect(overdue).not.toContain("Call the printer");

    const dueToday = answer(ctx, "What's due today?");
    expect(dueToday).toContain("Due today:\n- **Call the printer**");

    const tomorrow = answer(ctx, "anything for tomorrow?");
    expect(tomorrow).toContain("Due tomorrow:\n- **Draft the newsletter**");
  });

  it("says when a named task is due, and how much is on the list", () => {
    const ctx = context({
      openTasks: [
        task("Launch deck", { dueDate: "2025-03-14", estimateMinutes: 90 }),
        task("Invoice Acme", { estimateMinutes: 15 }),
      ],
    });
    expect(answer(ctx, "When is the launch deck due?")).toContain("**Launch deck**: medium priority, due");
    const workload = answer(ctx, "How much do I have on my plate?");
    expect(workload).toContain("You have 2 open tasks. The 2 with an estimate add up to 1 h 45 min.");
  });

  it("names the question it cannot answer offline instead of a canned reply", () => {
    const text = answer(context({}), "What's the capital of Peru?");
    expect(text).toContain("I cannot answer “What's the capital of Peru?” offline");
    expect(text).toContain("- **Weekly review**:");
  });

  it("asks to share the tasks when a planner question comes without them", () => {
    const text = answer(context({ canSeeTasks: false }), "What is overdue?");
    expect(text).toContain("you have not shared them with the coach");
    expect(text).not.toContain("I cannot answer");
  });
});
