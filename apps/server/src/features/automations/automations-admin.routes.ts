import { automationTemplateInputSchema, updateAutomationTemplateSchema } from "@promptloom/contracts/automations";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { createAutomationTemplate } from "./create-automation-template.ts";
import { deleteAutomationTemplate } from "./delete-automation-template.ts";
import { findAutomationTemplate } from "./find-automation-template.ts";
import { listAutomationTemplates } from "./list-automation-templates.ts";
import { toAutomationTemplate } from "./to-automation-template.ts";
import { updateAutomationTemplate } from "./update-automation-template.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid template id") }));

/**
 * The catalogue for admins (the admin guard in app.ts has already checked the role): drafts
 * included, workflows as stored, with `{{PROMPTLOOM_URL}}` where the site's address goes.
 */
export const automationsAdminRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/automations/templates", async (c) =>
      c.json({ items: await listAutomationTemplates({ db, includeDrafts: true }) }),
    )
    .post("/admin/automations/templates", validate("json", automationTemplateInputSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await createAutomationTemplate({ db, actor: user, input: c.req.valid("json") }), 201);
    })
    .get("/admin/automations/templates/:id", idParam, async (c) => {
      const row = await findAutomationTemplate({ db, idOrSlug: c.req.valid("param").id, includeDrafts: true });
      return c.json(toAutomationTemplate(row, row.workflow));
    })
    .patch("/admin/automations/templates/:id", idParam, validate("json", updateAutomationTemplateSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      return c.json(await updateAutomationTemplate({ db, actor: user, id, changes: c.req.valid("json") }));
    })
    .delete("/admin/automations/templates/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      await deleteAutomationTemplate({ db, actor: user, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
