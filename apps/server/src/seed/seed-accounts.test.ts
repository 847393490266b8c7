import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { describe, expect, it } from "vitest";

import { profiles, user } from "../db/schema/index.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { recordingLogger } from "../testing/recording-logger.ts";
import { seedAccounts } from "./seed-accounts.ts";

const testApp = useTestApp();

const profileOf = async (email: string) => {
  const [row] = await testApp()
    .db.select({ isAdmin: profiles.isAdmin, isPaid: profiles.isPaid })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(user.email, email));
  return row;
};

type SeedChoices = Partial<Pick<Parameters<typeof seedAccounts>[0], "admin" | "isProduction">>;

const seedWith = (logger: Logger, demo: boolean, choices: SeedChoices = {}) =>
  seedAccounts({
    db: testApp().db,
    auth: testApp().auth,
    logger,
    mail: testApp().mail,
    baseUrl: testApp().baseUrl,
    isProduction: false,
    admin: { email: undefined, password: undefined },
    demo: demo ? { email: "demo@promptloom.app", password: "promptloom-demo" } : null,
    ...choices,
  });

const seed = (logger: Logger, demo: boolean) => seedWith(logger, demo);

describe("first-start accounts", () => {
  it("creates an admin with a generated password printed once, and a paid demo member", async () => {
    const first = recordingLogger();
    await seed(first.logger, true);
    const announcement = first.lines.find((line) => line.startsWith("Admin account created"));
    const password = /admin@promptloom\.local \/ (\S+)/.exec(announcement ?? "")?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(await profileOf("admin@promptloom.local")).toEqual({ isAdmin: true, isPaid: true });
    expect(await profileOf("demo@promptloom.app")).toEqual({ isAdmin: false, isPaid: true });

    const signIn = await testApp()
      .client()
      .post("/api/auth/sign-in/email", { email: "admin@promptloom.local", password });
    expect(signIn.status).toBe(200);

    const second = recordingLogger();
    await seed(second.logger, true);
    expect(second.lines.join("\n")).not.toContain(password);
    expect(await testApp().db.select({ id: user.id }).from(user)).toHaveLength(2);
  });

  it("creates no demo member when demo content is turned off", async () => {
    await seed(recordingLogger().logger, false);
    expect(await profileOf("demo@promptloom.app")).toBeUndefined();
  });

  it("uses the configured admin password and never prints it", async () => {
    const { logger, lines } = recordingLogger();
    await seedWith(logger, false, { admin: { email: "owner@example.test", password: "configured-password" } });
    expect(lines.join("\n")).not.toContain("configured-password");
    expect(await profileOf("owner@example.test")).toEqual({ isAdmin: true, isPaid: true });
  });

  it("never writes the demo member's password to the log", async () => {
    const { logger, lines } = recordingLogger();
    await seed(logger, true);
    expect(lines.join("\n")).not.toContain("promptloom-demo");
  });

  it("never promotes an existing account to admin, whoever registered the address", async () => {
    const squatter = await testApp().signUp();
    const { logger, lines } = recordingLogger();
    await seedWith(logger, false, { admin: { email: squatter.account.email, password: undefined } });
    expect(await profileOf(squatter.account.email)).toEqual({ isAdmin: false, isPaid: false });
    expect(lines.join("\n")).toContain("it is not promoted");
  });

  it("in production e-mails the generated admin a link to choose a password, and logs no secret", async () => {
    const { logger, lines } = recordingLogger();
    await seedWith(logger, false, { isProduction: true, admin: { email: "owner@example.test", password: undefined } });
    expect(await profileOf("owner@example.test")).toEqual({ isAdmin: true, isPaid: true });
    const [invite] = testApp().mail.sentTo("owner@example.test");
    const token = /[?&]token=([^&\s]+)/.exec(invite?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    expect(lines.join("\n")).not.toContain(token);
    expect(lines.join("\n")).not.toMatch(/owner@example\.test \/ /);

    const visitor = testApp().client();
    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "chosen-password" })).status).toBe(
      200,
    );
    const signIn = await visitor.post("/api/auth/sign-in/email", {
      email: "owner@example.test",
      password: "chosen-password",
    });
    expect(signIn.status).toBe(200);
  });
});
