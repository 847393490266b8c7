import {
  communityBanSchema,
  deleteMemberSchema,
  memberListQuerySchema,
  memberMessages,
  setMemberAccessSchema,
  setMemberAdminSchema,
} from "@promptloom/contracts/admin-users";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { deleteMember } from "./delete-member.ts";
import { findMember } from "./find-member.ts";
import { listMembers } from "./list-members.ts";
import { sendMemberPasswordReset } from "./send-member-password-reset.ts";
import { setCommunityBan } from "./set-community-ban.ts";
import { setMemberAccess } from "./set-member-access.ts";
import { setMemberAdmin } from "./set-member-admin.ts";

const idParam = validate("param", z.object({ id: z.string().trim().min(1).max(64, memberMessages.notFound) }));

/** Members, for admins: find them, see their account, and act on it (every action audited). */
export const usersRoutes = ({ db, auth, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/users", validate("query", memberListQuerySchema), async (c) =>
      c.json(await listMembers({ db, query: c.req.valid("query") })),
    )
    .get("/admin/users/:id", idParam, async (c) => c.json(await findMember({ db, userId: c.req.valid("param").id })))
    .put("/admin/users/:id/admin", idParam, validate("json", setMemberAdminSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      await setMemberAdmin({ db, actor: user, userId: id, ...c.req.valid("json") });
      return c.json(await findMember({ db, userId: id }));
    })
    .post("/admin/users/:id/access", idParam, validate("json", setMemberAccessSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      await setMemberAccess({ db, payments: providers.payments, actor: user, userId: id, ...c.req.valid("json") });
      return c.json(await findMember({ db, userId: id }));
    })
    .post("/admin/users/:id/password-reset", idParam, async (c) => {
      const { user } = requireUser(c);
      const { email } = await sendMemberPasswordReset({ db, auth, actor: user, userId: c.req.valid("param").id });
      return c.json({ message: memberMessages.resetSent(email) });
    })
    .post("/admin/users/:id/community-ban", idParam, validate("json", communityBanSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      await setCommunityBan({ db, actor: user, userId: id, ban: c.req.valid("json") });
      return c.json(await findMember({ db, userId: id }));
    })
    .delete("/admin/users/:id/community-ban", idParam, async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      await setCommunityBan({ db, actor: user, userId: id, ban: null });
      return c.json(await findMember({ db, userId: id }));
    })
    .delete("/admin/users/:id", idParam, validate("json", deleteMemberSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      const { payments, storage } = providers;
      await deleteMember({ db, payments, storage, actor: user, userId: id, ...c.req.valid("json") });
      return c.body(null, 204);
    });
