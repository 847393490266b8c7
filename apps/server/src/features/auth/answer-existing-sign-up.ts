import type { signUpRequestSchema } from "@promptloom/contracts/auth-requests";
import { eq } from "drizzle-orm";
import type { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { renderAccountExistsMail } from "../../auth/emails/account-exists-mail.tsx";
import { user } from "../../db/schema/index.ts";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit.ts";

/** "You already have an account" e-mails per address: enough for a forgetful owner, no mail bomb. */
export const accountExistsMails: RateLimitRule = { scope: "sign-up-existing-mail", limit: 3, windowMs: 60 * 60_000 };

/** better-auth's refusal of a second account with one e-mail address (422, USER_ALREADY_EXISTS). */
export const isExistingAccountRefusal = async (response: Response) =>
  response.status === 422 && /already exists/i.test(await response.clone().text());

/**
 * What a sign-up with an e-mail that already has an account answers: the same status and body
 * shape as a new sign-up (a user with a fresh id, the e-mail and name sent), after as much work as
 * one (the password is hashed), so the answer does not tell whether the address is registered.
 * The account is untouched and no session starts; its owner is e-mailed instead.
 */
export const answerExistingSignUp = async (
  deps: Pick<AppDeps, "db" | "auth" | "providers" | "config" | "logger">,
  body: z.output<typeof signUpRequestSchema>,
) => {
  const context = await deps.auth.$context;
  await context.password.hash(body.password);
  const [owner] = await deps.db.select({ name: user.name }).from(user).where(eq(user.email, body.email));
  const { allowed } = await consumeRateLimit(deps.db, accountExistsMails, body.email);
  if (owner && allowed) {
    try {
      const mail = await renderAccountExistsMail({ baseUrl: deps.config.baseUrl, email: body.email, name: owner.name });
      await deps.providers.mail.send(mail);
    } catch (error) {
      deps.logger.warn({ err: error }, "could not send the account-exists e-mail");
    }
  }
  const now = new Date().toISOString();
  return {
    user: {
      id: context.generateId({ model: "user" }) || crypto.randomUUID(),
      email: body.email,
      name: body.name,
      image: null,
      emailVerified: false,
      createdAt: now,
      updatedAt: now,
    },
  };
};
