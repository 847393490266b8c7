import type { CreateTaskInput, TaskList, TaskView, UpdateTaskInput } from "@promptloom/contracts/planner";
import { describe, expect, it } from "vitest";

import type { SignedInClient } from "../../testing/create-test-app.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

// 10 March 2025, 10:07 in Paris (09:07 UTC): the planner's "today" and "now" for every test.
const now = new Date("2025-03-10T09:07:00Z");
const testApp = useTestApp({ now: () => now });
const zone = "Europe/Paris";

const addTask = (client: SignedInClient, input: CreateTaskInput) =>
  expectJson(client.api.planner.tasks.$post({ json: input }), 201);
const updateTask = (client: SignedInClient, id: string, input: UpdateTaskInput) =>
  expectJson(client.api.planner.tasks[":id"].$patch({ param: { id }, json: input }));
const deleteTask = (client: SignedInClient, id: string) => client.api.planner.tasks[":id"].$delete({ param: { id } });
const view = (client: SignedInClient, name: TaskView) =>
  expectJson(client.api.planner.tasks.$get({ query: { view: name, timeZone: zone } }));
const planDay = (client: SignedInClient) =>
  expectJson(client.api.planner["plan-day"].$post({ json: { timeZone: zone } }));
const workingHours = (client: SignedInClient) => expectJson(client.api.planner["working-hours"].$get());
const titlesOf = (list: TaskList) => list.items.map((task) => task.title);

describe("planner tasks", () => {
  it("adds a task with defaults and lists it under Today", async () => {
    const member = await testApp().as("paid");
    const created = await addTask(member, { title: "  Draft the newsletter  " });
    expect(created).toMatchObject({
      title: "Draft the newsletter",
      notes: "",
      priority: "medium",
      estimateMinutes: null,
      dueDate: null,
      done: false,
      doneAt: null,
    });
    const today = await view(member, "today");
    expect(today.today).toBe("2025-03-10");
    expect(titlesOf(today)).toEqual(["Draft the newsletter"]);
  });

  it("sorts tasks into today (due or overdue or undated), upcoming (by date) and done", async () => {
    const member = await testApp().as("paid");
    await addTask(member, { title: "Overdue", dueDate: "2025-03-08" });
    await addTask(member, { title: "Next week", dueDate: "2025-03-17" });
    await addTask(member, { title: "Tomorrow", dueDate: "2025-03-11" });
    await addTask(member, { title: "Due today", dueDate: "2025-03-10" });
    const finished = await addTask(member, { title: "Finished" });
    const patched = await updateTask(member, finished.id, { done: true });
    expect(patched.done).toBe(true);
    expect(patched.doneAt).toBe(now.toISOString());

    expect(titlesOf(await view(member, "today"))).toEqual(["Overdue", "Due today"]);
    expect(titlesOf(await view(member, "upcoming"))).toEqual(["Tomorrow", "Next week"]);
    expect(titlesOf(await view(member, "done"))).toEqual(["Finished"]);

    const reopened = await updateTask(member, finished.id, { done: false });
    expect(reopened).toMatchObject({ done: false, doneAt: null });
  });

  it("edits every field and deletes a task", async () => {
    const member = await testApp().as("paid");
    const task = await addTask(member, { title: "Call the bank" });
    const changes = {
      title: "Call the bank about the loan",
      notes: "Ask about the fixed rate",
      priority: "high" as const,
      estimateMinutes: 20,
      dueDate: "2025-03-12",
    };
    expect(await updateTask(member, task.id, changes)).toMatchObject(changes);

    expect((await deleteTask(member, task.id)).status).toBe(204);
    expect((await deleteTask(member, task.id)).status).toBe(404);
    expect((await view(member, "upcoming")).items).toEqual([]);
  });

  it("reorders a view without moving tasks of other views", async () => {
    const member = await testApp().as("paid");
    const a = await addTask(member, { title: "A" });
    const later = await addTask(member, { title: "Later", dueDate: "2025-04-01" });
    const b = await addTask(member, { title: "B" });
    const c = await addTask(member, { title: "C" });
    const response = await member.api.planner.tasks.order.$put({ json: { ids: [c.id, a.id, b.id] } });
    expect(response.status).toBe(204);
    expect(titlesOf(await view(member, "today"))).toEqual(["C", "A", "B"]);
    expect(titlesOf(await view(member, "upcoming"))).toEqual(["Later"]);
    expect(later.id).toBeTruthy();
  });

  it("refuses invalid tasks with the field's message", async () => {
    const member = await testApp().as("paid");
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "   " }, "Title is required"],
      [{ title: "x".repeat(201) }, "Title must be at most 200 characters"],
      [{ title: "T", priority: "urgent" }, "Priority must be high, medium or low"],
      [{ title: "T", estimateMinutes: 2 }, "Estimate must be at least 5 minutes"],
      [{ title: "T", estimateMinutes: 600 }, "Estimate must be at most 8 hours"],
      [{ title: "T", estimateMinutes: 12.5 }, "Estimate must be a whole number of minutes"],
      [{ title: "T", dueDate: "next friday" }, "Due date must be a date (YYYY-MM-DD)"],
      [{ title: "T", notes: "n".repeat(2001) }, "Notes must be at most 2000 characters"],
    ];
    for (const [body, message] of cases) {
      const response = await member.post("/api/planner/tasks", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ error: { code: "validation_error", message } });
    }
    const task = await addTask(member, { title: "Valid" });
    const empty = await member.patch(`/api/planner/tasks/${task.id}`, {});
    expect(empty.body).toEqual({ error: { code: "validation_error", message: "Nothing to update" } });
    const badView = await member.get("/api/planner/tasks?view=someday");
    expect(badView.status).toBe(400);
    const badZone = await member.get("/api/planner/tasks?timeZone=Mars/Olympus");
    expect(badZone.body).toEqual({ error: { code: "validation_error", message: "timeZone is invalid" } });
    const badOrder = await member.put("/api/planner/tasks/order", { ids: [task.id, task.id] });
    expect(badOrder.body).toEqual({ error: { code: "validation_error", message: "A task appears twice" } });
  });

  it("keeps each member's tasks to themselves", async () => {
    const owner = await testApp().as("paid");
    const other = await testApp().as("paid");
    const task = await addTask(owner, { title: "Private" });
    expect((await view(other, "today")).items).toEqual([]);
    expect((await other.patch(`/api/planner/tasks/${task.id}`, { done: true })).status).toBe(404);
    expect((await other.delete(`/api/planner/tasks/${task.id}`)).status).toBe(404);
    expect((await other.put("/api/planner/tasks/order", { ids: [task.id] })).status).toBe(404);
    expect(titlesOf(await view(owner, "today"))).toEqual(["Private"]);
  });

  it("is for paid members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/planner/tasks"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(testApp(), (client) => client.post("/api/planner/tasks", { title: "T" }), {
      anonymous: 401,
      unpaid: 403,
      paid: 201,
      refunded: 403,
      admin: 201,
    });
    await expectAccess(testApp(), (client) => client.post("/api/planner/plan-day", {}), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(
      testApp(),
      (client) => client.put("/api/planner/working-hours", { workStart: "08:00", workEnd: "16:00" }),
      {
        anonymous: 401,
        unpaid: 403,
        paid: 200,
        refunded: 403,
        admin: 200,
      },
    );
  });
});

describe("working hours and Plan my day", () => {
  it("starts at 09:00–17:00 and keeps the member's own hours", async () => {
    const member = await testApp().as("paid");
    expect(await workingHours(member)).toEqual({ workStart: "09:00", workEnd: "17:00" });
    const hours = { workStart: "07:30", workEnd: "15:30" };
    expect(await expectJson(member.api.planner["working-hours"].$put({ json: hours }))).toEqual(hours);
    expect(await workingHours(member)).toEqual(hours);
  });

  it("refuses hours that are not a time or end before they start", async () => {
    const member = await testApp().as("paid");
    const late = await member.put("/api/planner/working-hours", { workStart: "17:00", workEnd: "09:00" });
    expect(late.body).toEqual({
      error: { code: "validation_error", message: "The working day must end at least 30 minutes after it starts" },
    });
    const bad = await member.put("/api/planner/working-hours", { workStart: "9am", workEnd: "17:00" });
    expect(bad.body).toEqual({ error: { code: "validation_error", message: "Use a time such as 09:00" } });
  });

  it("plans today's tasks from now in the member's zone, explains the order and saves it", async () => {
    const member = await testApp().as("paid");
    await addTask(member, { title: "Tidy the inbox", priority: "low", estimateMinutes: 15 });
    await addTask(member, { title: "Send the invoice", priority: "high", dueDate: "2025-03-07", estimateMinutes: 20 });
    await addTask(member, {
      title: "Write the proposal",
      priority: "high",
      dueDate: "2025-03-10",
      estimateMinutes: 90,
    });
    await addTask(member, { title: "Book flights", estimateMinutes: 30, dueDate: "2025-03-20" });

    const plan = await planDay(member);
    expect(plan).toMatchObject({ date: "2025-03-10", start: "10:10", workStart: "09:00", workEnd: "17:00" });
    expect(
      plan.blocks.map((block) => (block.kind === "task" ? [block.title, block.start, block.end] : block.kind)),
    ).toEqual([
      ["Send the invoice", "10:10", "10:30"],
      ["Write the proposal", "10:30", "12:00"],
      "break",
      ["Tidy the inbox", "12:15", "12:30"],
    ]);
    expect(plan.blocks[0]).toMatchObject({ reason: "High priority, overdue since Fri 7 Mar, 20 min." });
    expect(plan.summary).toBe("3 tasks, 2 h 5 min of work, from 10:10 to 12:30.");
    expect(plan.explanation.length).toBeGreaterThanOrEqual(3);
    expect(titlesOf(await view(member, "today"))).toEqual(["Send the invoice", "Write the proposal", "Tidy the inbox"]);
  });

  it("plans within the member's working hours", async () => {
    const member = await testApp().as("paid");
    await expectJson(member.api.planner["working-hours"].$put({ json: { workStart: "11:00", workEnd: "11:45" } }));
    await addTask(member, { title: "Short", estimateMinutes: 30 });
    await addTask(member, { title: "Too long", priority: "high", estimateMinutes: 60 });
    const plan = await planDay(member);
    expect(plan.start).toBe("11:00");
    expect(plan.blocks).toEqual([expect.objectContaining({ title: "Short", start: "11:00", end: "11:30" })]);
    expect(plan.unscheduled).toEqual([expect.objectContaining({ title: "Too long", minutes: 60 })]);
  });
});
