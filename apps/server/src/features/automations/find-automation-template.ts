import { and, eq, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { automationTemplates, type AutomationTemplateRow } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

export const templateNotFound = () => AppError.notFound("Automation template not found");

/** One template by id or slug; drafts only when asked for (admins). */
export const findAutomationTemplate = async (options: {
  db: Database;
  idOrSlug: string;
  includeDrafts?: boolean;
}): Promise<AutomationTemplateRow> => {
  const { db, idOrSlug } = options;
  const isId = z.uuid().safeParse(idOrSlug).success;
  const conditions: SQL[] = [
    isId ? eq(automationTemplates.id, idOrSlug) : eq(automationTemplates.slug, idOrSlug.toLowerCase()),
  ];
  if (!options.includeDrafts) conditions.push(eq(automationTemplates.status, "published"));
  const [row] = await db
    .select()
    .from(automationTemplates)
    .where(and(...conditions));
  if (!row) throw templateNotFound();
  return row;
};
