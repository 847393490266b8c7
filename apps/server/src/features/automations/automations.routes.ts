import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { sendDownload } from "../../http/send-download.ts";
import { validate } from "../../http/validate.ts";
import { fillSiteAddress } from "./fill-site-address.ts";
import { findAutomationTemplate } from "./find-automation-template.ts";
import { listAutomationTemplates } from "./list-automation-templates.ts";
import { toAutomationTemplate } from "./to-automation-template.ts";

const slugParam = validate("param", z.object({ slug: z.string().trim().min(1).max(100) }));

/** The automations catalogue as members see it: published templates, ready to import into this site's n8n. */
export const automationsRoutes = ({ db, config }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/automations/*", membersOnly)
    .get("/automations/templates", async (c) => c.json({ items: await listAutomationTemplates({ db }) }))
    .get("/automations/templates/:slug", slugParam, async (c) => {
      const row = await findAutomationTemplate({ db, idOrSlug: c.req.valid("param").slug });
      return c.json(toAutomationTemplate(row, fillSiteAddress(row.workflow, config.baseUrl)));
    })
    .get("/automations/templates/:slug/download", slugParam, async (c) => {
      const row = await findAutomationTemplate({ db, idOrSlug: c.req.valid("param").slug });
      const workflow = fillSiteAddress(row.workflow, config.baseUrl);
      return sendDownload(c, {
        fileName: `${row.slug}.json`,
        contentType: "application/json; charset=utf-8",
        body: `${JSON.stringify(workflow, null, 2)}\n`,
      });
    });
