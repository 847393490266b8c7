import type { AutomationTemplateSummary } from "@promptloom/contracts/automations";
import { asc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { automationTemplates } from "../../db/schema/index.ts";
import { toAutomationTemplateSummary } from "./to-automation-template.ts";

/** The catalogue in title order: published templates for members, every one for admins. */
export const listAutomationTemplates = async (options: {
  db: Database;
  includeDrafts?: boolean;
}): Promise<AutomationTemplateSummary[]> => {
  const query = options.db.select().from(automationTemplates).$dynamic();
  if (!options.includeDrafts) query.where(eq(automationTemplates.status, "published"));
  const rows = await query.orderBy(asc(automationTemplates.title), asc(automationTemplates.id));
  return rows.map(toAutomationTemplateSummary);
};
