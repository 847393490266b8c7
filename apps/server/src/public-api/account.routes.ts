import { createRoute } from "@hono/zod-openapi";
import { apiMeSchema } from "@promptloom/contracts/public-api";
import { eq } from "drizzle-orm";

import type { AppDeps } from "../app-deps.ts";
import { requireUser } from "../auth/guards.ts";
import { user as users } from "../db/schema/index.ts";
import { AppError } from "../http/app-error.ts";
import { errorResponses, jsonResponse } from "./openapi-parts.ts";
import { createPublicApiRouter } from "./public-api-router.ts";

const getMeRoute = createRoute({
  operationId: "getMe",
  method: "get",
  path: "/me",
  tags: ["Account"],
  summary: "Who the key belongs to",
  description: "The member the API key acts for. A quick way to check that a key works.",
  responses: {
    200: jsonResponse("The key's member.", apiMeSchema),
    ...errorResponses(),
  },
});

/** The key's member: a quick check that a key works. */
export const accountRoutes = ({ db }: AppDeps) =>
  createPublicApiRouter().openapi(getMeRoute, async (c) => {
    const { user } = requireUser(c);
    const [row] = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row) throw AppError.notFound("Account not found");
    return c.json(row, 200);
  });
