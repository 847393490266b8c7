import { apiMeSchema, apiTrackUsageSchema } from "@promptloom/contracts/public-api";
import { trackUsageResponseSchema, usageSummaryQuerySchema, usageSummarySchema } from "@promptloom/contracts/usage";
import { eq } from "drizzle-orm";

import { user } from "../db/schema/index.ts";
import { recordUsage } from "../features/usage/record-usage.ts";
import { summarizeUsage } from "../features/usage/summarize-usage.ts";
import { AppError } from "../http/app-error.ts";
import { defineOperation } from "./public-api-operation.ts";

export const getMe = defineOperation({
  operationId: "getMe",
  method: "get",
  path: "/me",
  tag: "Account",
  summary: "Who the key belongs to",
  description: "The member the API key acts for. A quick way to check that a key works.",
  response: { status: 200, description: "The key's member.", schema: apiMeSchema },
  errors: [],
  handle: async ({ userId }, { db }) => {
    const [row] = await db
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, userId));
    if (!row) throw AppError.notFound("Account not found");
    return row;
  },
});

export const trackUsage = defineOperation({
  operationId: "trackUsage",
  method: "post",
  path: "/usage",
  tag: "Usage",
  summary: "Record time saved",
  description:
    "Records one time-saving action for the member's dashboard (15 minutes unless `minutes_saved` says otherwise) and answers with the new total.",
  body: apiTrackUsageSchema,
  response: {
    status: 201,
    description: "The recorded event and the member's total.",
    schema: trackUsageResponseSchema,
  },
  errors: [400],
  handle: ({ body, userId }, { db }) => recordUsage({ db, userId, input: body }),
});

export const getUsageSummary = defineOperation({
  operationId: "getUsageSummary",
  method: "get",
  path: "/usage/summary",
  tag: "Usage",
  summary: "Time saved so far",
  description:
    "Minutes saved today, this week (from Monday) and in total, the streak of active days and the last 30 days, counted in `timeZone` (an IANA name, UTC by default).",
  query: usageSummaryQuerySchema,
  response: { status: 200, description: "The member's usage summary.", schema: usageSummarySchema },
  errors: [400],
  handle: ({ query, userId }, { db }) => summarizeUsage({ db, userId, query }),
});
