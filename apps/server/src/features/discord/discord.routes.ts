import { discordCommunitySchema } from "@promptloom/contracts/discord";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { readDiscordCommunity, saveDiscordCommunity } from "./discord-community.ts";

/** The members' Discord community: read by members, set by admins (app.ts lets only admins in). */
export const discordRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/discord", membersOnly, async (c) => c.json({ community: await readDiscordCommunity(db) }))
    .get("/admin/discord", async (c) => c.json({ community: await readDiscordCommunity(db) }))
    .put("/admin/discord", validate("json", discordCommunitySchema), async (c) => {
      const { user } = requireUser(c);
      const community = await saveDiscordCommunity({ db, actor: user, community: c.req.valid("json") });
      return c.json({ community });
    });
