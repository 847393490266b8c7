import { accountMessages, deleteAccountSchema, updateProfileSchema } from "@promptloom/contracts/account";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser, signedInOnly } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import { deleteAccount } from "../../membership/delete-account.ts";
import { confirmAccountOwner } from "./confirm-account-owner.ts";
import { readMe } from "./read-me.ts";
import { updateProfile } from "./update-profile.ts";

export const accountRoutes = ({ db, auth, providers, now }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/account/*", signedInOnly)
    .get("/me", async (c) => c.json(await readMe({ findProfile: c.get("findProfile"), user: requireUser(c).user })))
    /**
     * The browser's view of the session: the same answer as /me, or null when signed out. Signed
     * out is a normal state for a visitor, so it is a 200 (a 401 would be logged as a failure).
     */
    .get("/session", async (c) =>
      c.json(c.var.user ? await readMe({ findProfile: c.var.findProfile, user: c.var.user }) : null),
    )
    .patch("/account/profile", validate("json", updateProfileSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await updateProfile({ db, userId: user.id, fullName: c.req.valid("json").fullName }));
    })
    .delete("/account", validate("json", deleteAccountSchema), async (c) => {
      const { user } = requireUser(c);
      const { confirmEmail, password } = c.req.valid("json");
      if (confirmEmail !== user.email.toLowerCase()) throw AppError.validation(accountMessages.confirmEmailMismatch);
      await confirmAccountOwner({ db, auth, userId: user.id, password, headers: c.req.raw.headers, now: now() });
      await deleteAccount({ db, payments: providers.payments, storage: providers.storage, userId: user.id });
      return c.body(null, 204);
    });
