import {
  createTaskSchema,
  planDaySchema,
  reorderTasksSchema,
  taskListQuerySchema,
  updateTaskSchema,
  workingHoursSchema,
} from "@promptloom/contracts/planner";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { createTask } from "./planner/create-task.ts";
import { deleteTask } from "./planner/delete-task.ts";
import { listTasks } from "./planner/list-tasks.ts";
import { localClock } from "./planner/local-clock.ts";
import { planMyDay } from "./planner/plan-my-day.ts";
import { readPlannerPreferences, savePlannerPreferences } from "./planner/planner-preferences.ts";
import { reorderTasks } from "./planner/reorder-tasks.ts";
import { updateTask } from "./planner/update-task.ts";

const idParam = validate("param", z.object({ id: z.uuid("Task not found") }));

/** The member's own tasks and working hours; every query is scoped to the signed-in member. */
export const plannerRoutes = ({ db, now }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/planner/*", membersOnly)
    .get("/planner/tasks", validate("query", taskListQuerySchema), async (c) => {
      const { user } = requireUser(c);
      const { view, timeZone } = c.req.valid("query");
      return c.json(await listTasks({ db, userId: user.id, view, today: localClock(now(), timeZone).date }));
    })
    .post("/planner/tasks", validate("json", createTaskSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await createTask({ db, userId: user.id, input: c.req.valid("json") }), 201);
    })
    .put("/planner/tasks/order", validate("json", reorderTasksSchema), async (c) => {
      const { user } = requireUser(c);
      await reorderTasks({ db, userId: user.id, ids: c.req.valid("json").ids });
      return c.body(null, 204);
    })
    .patch("/planner/tasks/:id", idParam, validate("json", updateTaskSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      return c.json(await updateTask({ db, userId: user.id, id, changes: c.req.valid("json"), now: now() }));
    })
    .delete("/planner/tasks/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      await deleteTask({ db, userId: user.id, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .get("/planner/working-hours", async (c) => {
      const { user } = requireUser(c);
      const { workStart, workEnd } = await readPlannerPreferences(db, user.id);
      return c.json({ workStart, workEnd });
    })
    .put("/planner/working-hours", validate("json", workingHoursSchema), async (c) => {
      const { user } = requireUser(c);
      const { workStart, workEnd } = await savePlannerPreferences(db, user.id, c.req.valid("json"));
      return c.json({ workStart, workEnd });
    })
    .post("/planner/plan-day", validate("json", planDaySchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await planMyDay({ db, userId: user.id, timeZone: c.req.valid("json").timeZone, now: now() }));
    });
