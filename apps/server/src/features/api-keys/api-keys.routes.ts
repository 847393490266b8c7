import { createApiKeySchema } from "@promptloom/contracts/api-keys";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { createApiKey } from "./create-api-key.ts";
import { listApiKeys } from "./list-api-keys.ts";
import { revokeApiKey } from "./revoke-api-key.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid API key id") }));

/**
 * A member manages their keys from the signed-in app only: these routes take the cookie session,
 * so a key can never mint or revoke keys.
 */
export const apiKeysRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/api-keys", membersOnly)
    .use("/api-keys/*", membersOnly)
    .get("/api-keys", async (c) => {
      const { user } = requireUser(c);
      return c.json({ items: await listApiKeys({ db, userId: user.id }) });
    })
    .post("/api-keys", validate("json", createApiKeySchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await createApiKey({ db, userId: user.id, name: c.req.valid("json").name }), 201);
    })
    .delete("/api-keys/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      await revokeApiKey({ db, userId: user.id, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
