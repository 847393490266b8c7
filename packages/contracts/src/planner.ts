import { z } from "zod";

import { calendarDateSchema } from "./dates.ts";
import { requiredText } from "./required-text.ts";
import { timeZoneSchema } from "./time-zone.ts";

export const taskPriorities = ["high", "medium", "low"] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const taskPriorityLabels: Record<TaskPriority, string> = { high: "High", medium: "Medium", low: "Low" };

export const taskViews = ["today", "upcoming", "done"] as const;
export type TaskView = (typeof taskViews)[number];

export const plannerLimits = {
  titleMaxLength: 200,
  notesMaxLength: 2000,
  estimateMinMinutes: 5,
  estimateMaxMinutes: 480,
  /** Open tasks a member may keep; done ones do not count. */
  openTasksMax: 500,
  /** The Done view lists this many, most recently finished first. */
  doneListMax: 100,
  /** Plan my day counts a task without an estimate as this long. */
  defaultEstimateMinutes: 30,
} as const;

/** A calendar date as the browser's date input gives it. */
export const isoDateSchema = calendarDateSchema("Due date must be a date (YYYY-MM-DD)");

/** "HH:MM" on a 24-hour clock. */
export const clockTimeSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 09:00");

export const estimateMinutesSchema = z
  .number({ error: "Estimate must be a number of minutes" })
  .int("Estimate must be a whole number of minutes")
  .min(plannerLimits.estimateMinMinutes, `Estimate must be at least ${plannerLimits.estimateMinMinutes} minutes`)
  .max(plannerLimits.estimateMaxMinutes, `Estimate must be at most ${plannerLimits.estimateMaxMinutes / 60} hours`);

const taskFields = {
  title: requiredText("Title", plannerLimits.titleMaxLength),
  notes: z
    .string()
    .trim()
    .max(plannerLimits.notesMaxLength, `Notes must be at most ${plannerLimits.notesMaxLength} characters`),
  priority: z.enum(taskPriorities, "Priority must be high, medium or low"),
  estimateMinutes: estimateMinutesSchema.nullable(),
  dueDate: isoDateSchema.nullable(),
};

/**
 * The task form's fields as the browser gives them (text), read into the contract's values: an
 * empty estimate or date means none.
 */
const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
export const taskFormSchema = z.object({
  title: taskFields.title,
  notes: taskFields.notes,
  priority: taskFields.priority,
  estimateMinutes: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : emptyAsNull(value)),
    estimateMinutesSchema.nullable(),
  ),
  dueDate: z.preprocess(emptyAsNull, isoDateSchema.nullable()),
});
export type TaskFormValues = z.input<typeof taskFormSchema>;

export const createTaskSchema = z.object({
  title: taskFields.title,
  notes: taskFields.notes.default(""),
  priority: taskFields.priority.default("medium"),
  estimateMinutes: taskFields.estimateMinutes.default(null),
  dueDate: taskFields.dueDate.default(null),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;

export const updateTaskSchema = z
  .object({ ...taskFields, done: z.boolean() })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to update");
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  priority: z.enum(taskPriorities),
  estimateMinutes: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListQuerySchema = z.object({
  view: z.enum(taskViews, "view must be today, upcoming or done").default("today"),
  timeZone: timeZoneSchema,
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

export const taskListSchema = z.object({ items: z.array(taskSchema), today: z.string() });
export type TaskList = z.infer<typeof taskListSchema>;

/** The tasks of one view in their new order; tasks of other views keep their places. */
export const reorderTasksSchema = z.object({
  ids: z
    .array(z.uuid("Unknown task"))
    .min(1, "Nothing to reorder")
    .max(plannerLimits.openTasksMax + plannerLimits.doneListMax)
    .refine((ids) => new Set(ids).size === ids.length, "A task appears twice"),
});
export type ReorderTasksInput = z.input<typeof reorderTasksSchema>;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const workingHoursSchema = z
  .object({ workStart: clockTimeSchema, workEnd: clockTimeSchema })
  .refine((hours) => toMinutes(hours.workEnd) - toMinutes(hours.workStart) >= 30, {
    message: "The working day must end at least 30 minutes after it starts",
    path: ["workEnd"],
  });
export type WorkingHours = z.infer<typeof workingHoursSchema>;
export const defaultWorkingHours: WorkingHours = { workStart: "09:00", workEnd: "17:00" };

export const planDaySchema = z.object({ timeZone: timeZoneSchema });
export type PlanDayInput = z.input<typeof planDaySchema>;

export const planBlockSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("task"),
    taskId: z.string(),
    title: z.string(),
    priority: z.enum(taskPriorities),
    start: z.string(),
    end: z.string(),
    minutes: z.number().int(),
    /** True when the task had no estimate and was given the default length. */
    isEstimateAssumed: z.boolean(),
    /** Why it sits where it does, in the member's words. */
    reason: z.string(),
  }),
  z.object({ kind: z.literal("break"), start: z.string(), end: z.string(), minutes: z.number().int() }),
]);
export type PlanBlock = z.infer<typeof planBlockSchema>;

export const dayPlanSchema = z.object({
  date: z.string(),
  /** When the plan starts: the start of the working day, or now when the day has begun. */
  start: z.string(),
  workStart: z.string(),
  workEnd: z.string(),
  blocks: z.array(planBlockSchema),
  /** Today's tasks that do not fit in the hours left, in the plan's order. */
  unscheduled: z.array(z.object({ taskId: z.string(), title: z.string(), minutes: z.number().int() })),
  /** The rules that set the order, then a one-line summary of the day. */
  explanation: z.array(z.string()),
  summary: z.string(),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;
