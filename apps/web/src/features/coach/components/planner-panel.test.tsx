import type { DayPlan, Task } from "@promptloom/contracts/planner";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { PlannerPanel } from "./planner-panel.tsx";

const today = "2025-03-10";
const task = (title: string, fields: Partial<Task> = {}): Task => ({
  id: `id-${title}`,
  title,
  notes: "",
  priority: "medium",
  estimateMinutes: null,
  dueDate: null,
  done: false,
  doneAt: null,
  createdAt: "2025-03-10T08:00:00.000Z",
  ...fields,
});

const planner = (tasks: Task[]) =>
  fakeApi()
    .on("GET", "/api/planner/tasks", ({ query }) => ({
      status: 200,
      body: { items: query.get("view") === "today" ? tasks : [], today },
    }))
    .on("GET", "/api/planner/working-hours", { status: 200, body: { workStart: "09:00", workEnd: "17:00" } });

describe("PlannerPanel", () => {
  it("lists today's tasks with their priority, estimate and due date", async () => {
    planner([
      task("Send the invoice", { priority: "high", estimateMinutes: 20, dueDate: "2025-03-07" }),
      task("Tidy inbox"),
    ]);
    renderWithApp(<PlannerPanel />);
    const list = await screen.findByRole("list", { name: "Today's tasks" });
    const [first] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("Send the invoice");
    expect(first).toHaveTextContent("High priority");
    expect(first).toHaveTextContent("20 min");
    expect(first).toHaveTextContent(/Overdue since/);
    expect(screen.getByRole("button", { name: "Move Send the invoice" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Working hours 09:00–17:00" })).toBeEnabled();
  });

  it("shows a spinner, then an empty Today with what to do", async () => {
    const server = planner([]);
    server.hang("GET", "/api/planner/tasks");
    const view = renderWithApp(<PlannerPanel />);
    expect(await screen.findByText("Loading your tasks")).toBeInTheDocument();
    view.unmount();
    planner([]);
    renderWithApp(<PlannerPanel />);
    expect(await screen.findByText("Nothing for today.")).toBeVisible();
  });

  it("says when the tasks cannot be loaded, and tries again", async () => {
    const server = planner([]);
    server.on("GET", "/api/planner/tasks", apiError(500, "internal_error", "Something went wrong. Please try again."));
    const { user } = renderWithApp(<PlannerPanel />);
    expect(await screen.findByText(/Could not load your tasks/)).toBeVisible();
    server.on("GET", "/api/planner/tasks", { status: 200, body: { items: [task("Back again")], today } });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Back again")).toBeVisible();
  });

  it("adds a task due today, with the details when asked for", async () => {
    const server = planner([]).on("POST", "/api/planner/tasks", ({ body }) => ({
      status: 201,
      body: { ...task("x"), ...(body as object) },
    }));
    const { user } = renderWithApp(<PlannerPanel />);
    await screen.findByText("Nothing for today.");
    await user.type(screen.getByLabelText("Add a task"), "Write the proposal");
    await user.click(screen.getByRole("button", { name: "More details" }));
    await user.selectOptions(screen.getByLabelText("Priority"), "high");
    await user.type(screen.getByLabelText("Estimate (minutes)"), "90");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await expect.poll(() => server.requestsTo("POST", "/api/planner/tasks").length).toBe(1);
    expect(server.requestsTo("POST", "/api/planner/tasks")[0]?.body).toEqual({
      title: "Write the proposal",
      notes: "",
      priority: "high",
      estimateMinutes: 90,
      dueDate: today,
    });
    expect(screen.getByLabelText("Add a task")).toHaveValue("");
  });

  it("keeps a title typed before today's tasks arrive, and dates it today", async () => {
    let answerTasks = () => undefined as void;
    const tasksArrive = new Promise<void>((resolve) => (answerTasks = resolve));
    const server = planner([])
      .on("GET", "/api/planner/tasks", async () => {
        await tasksArrive;
        return { status: 200, body: { items: [], today } };
      })
      .on("POST", "/api/planner/tasks", ({ body }) => ({ status: 201, body: { ...task("x"), ...(body as object) } }));
    const { user } = renderWithApp(<PlannerPanel />);
    await user.type(screen.getByLabelText("Add a task"), "Call the bank");
    answerTasks();
    expect(await screen.findByText("Nothing for today.")).toBeVisible();
    expect(screen.getByLabelText("Add a task")).toHaveValue("Call the bank");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await expect.poll(() => server.requestsTo("POST", "/api/planner/tasks").length).toBe(1);
    expect(server.requestsTo("POST", "/api/planner/tasks")[0]?.body).toMatchObject({
      title: "Call the bank",
      dueDate: today,
    });
  });

  it("keeps the next title typed while a task is being added", async () => {
    let answerPost = () => undefined as void;
    const postAnswered = new Promise<void>((resolve) => (answerPost = resolve));
    planner([]).on("POST", "/api/planner/tasks", async ({ body }) => {
      await postAnswered;
      return { status: 201, body: { ...task("x"), ...(body as object) } };
    });
    const { user } = renderWithApp(<PlannerPanel />);
    await screen.findByText("Nothing for today.");
    const title = screen.getByLabelText("Add a task");
    await user.type(title, "First");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.clear(title);
    await user.type(title, "Second");
    answerPost();
    await expect.poll(() => screen.queryByRole("button", { name: "Adding..." })).toBeNull();
    expect(title).toHaveValue("Second");
  });

  it("refuses a task without a title or with an estimate out of range, sending nothing", async () => {
    const server = planner([]);
    const { user } = renderWithApp(<PlannerPanel />);
    await screen.findByText("Nothing for today.");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Title is required")).toBeVisible();
    await user.type(screen.getByLabelText("Add a task"), "Quick one");
    await user.click(screen.getByRole("button", { name: "More details" }));
    await user.type(screen.getByLabelText("Estimate (minutes)"), "2");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Estimate must be at least 5 minutes")).toBeVisible();
    expect(server.requestsTo("POST", "/api/planner/tasks")).toHaveLength(0);
  });

  it("marks a task done", async () => {
    const server = planner([task("Call Sam")]).on("PATCH", "/api/planner/tasks/:id", {
      status: 200,
      body: task("Call Sam", { done: true }),
    });
    const { user } = renderWithApp(<PlannerPanel />);
    await user.click(await screen.findByRole("checkbox", { name: "Mark Call Sam done" }));
    await expect.poll(() => server.requestsTo("PATCH", "/api/planner/tasks/:id")[0]?.body).toEqual({ done: true });
  });

  it("plans the day and explains the order", async () => {
    const plan: DayPlan = {
      date: today,
      start: "09:00",
      workStart: "09:00",
      workEnd: "17:00",
      blocks: [
        {
          kind: "task",
          taskId: "id-Send",
          title: "Send the invoice",
          priority: "high",
          start: "09:00",
          end: "09:20",
          minutes: 20,
          isEstimateAssumed: false,
          reason: "High priority, overdue since Fri 7 Mar, 20 min.",
        },
        { kind: "break", start: "10:30", end: "10:45", minutes: 15 },
      ],
      unscheduled: [{ taskId: "id-Big", title: "Workshop prep", minutes: 240 }],
      explanation: ["Higher priority first: high, then medium, then low."],
      summary: "1 task, 20 min of work, from 09:00 to 09:20.",
    };
    const server = planner([task("Send the invoice")]).on("POST", "/api/planner/plan-day", { status: 200, body: plan });
    const { user } = renderWithApp(<PlannerPanel />);
    await screen.findByText("Send the invoice");
    await user.click(screen.getByRole("button", { name: "Plan my day" }));
    expect(await screen.findByText("1 task, 20 min of work, from 09:00 to 09:20.")).toBeVisible();
    const blocks = screen.getByRole("list", { name: "Time blocks" });
    expect(blocks).toHaveTextContent("09:00–09:20Send the invoiceHigh priority, overdue since Fri 7 Mar, 20 min.");
    expect(blocks).toHaveTextContent("Break, 15 min");
    expect(screen.getByText("Doesn't fit today")).toBeVisible();
    expect(screen.getByText("Workshop prep (4 h)")).toBeVisible();
    await user.click(screen.getByText("Why this order"));
    expect(screen.getByText("Higher priority first: high, then medium, then low.")).toBeVisible();
    expect(server.requestsTo("POST", "/api/planner/plan-day")[0]?.body).toEqual({
      timeZone: expect.any(String) as unknown,
    });
  });

  it("saves the working hours, refusing a day that ends before it starts", async () => {
    const server = planner([]).on("PUT", "/api/planner/working-hours", ({ body }) => ({ status: 200, body }));
    const { user } = renderWithApp(<PlannerPanel />);
    await user.click(await screen.findByRole("button", { name: "Working hours 09:00–17:00" }));
    const end = screen.getByLabelText("End");
    await user.clear(end);
    await user.type(end, "08:00");
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    expect(await screen.findByText("The working day must end at least 30 minutes after it starts")).toBeVisible();
    await user.clear(end);
    await user.type(end, "16:30");
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    expect(await screen.findByRole("button", { name: "Working hours 09:00–16:30" })).toBeVisible();
    expect(server.requestsTo("PUT", "/api/planner/working-hours")[0]?.body).toEqual({
      workStart: "09:00",
      workEnd: "16:30",
    });
  });
});
