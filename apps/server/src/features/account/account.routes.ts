import { accountMessages, deleteAccountSchema, updateProfileSchema } from "@promptloom/contracts/account";
import type { MeResponse } from "@promptloom/contracts/profile";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser, signedInOnly } from "../../auth/guards.ts";
import { findProfile } from "../../auth/session.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import { deleteAccount } from "./delete-account.ts";
import { updateProfile } from "./update-profile.ts";

export const accountRoutes = ({ db, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/account/*", signedInOnly)
    .get("/me", async (c) => {
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
    })
    .patch("/account/profile", validate("json", updateProfileSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await updateProfile({ db, userId: user.id, fullName: c.req.valid("json").fullName }));
    })
    .delete("/account", validate("json", deleteAccountSchema), async (c) => {
      const { user } = requireUser(c);
      if (c.req.valid("json").confirmEmail !== user.email.toLowerCase()) {
        throw AppError.validation(accountMessages.confirmEmailMismatch);
      }
      await deleteAccount({ db, payments: providers.payments, userId: user.id });
      return c.body(null, 204);
    });
