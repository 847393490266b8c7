import type { MeResponse } from "@promptloom/contracts/profile";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import { findProfile } from "../../auth/session.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";

export const accountRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get("/me", async (c) => {
    const { user } = requireUser(c);
    const profile = await findProfile(db, user.id);
    if (!profile) throw AppError.notFound("Profile not found");
    const body: MeResponse = {
      user,
      profile: {
        id: profile.id,
        fullName: profile.fullName,
        isAdmin: profile.isAdmin,
        isPaid: profile.isPaid,
        refunded: profile.refunded,
      },
    };
    return c.json(body);
  });
