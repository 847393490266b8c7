import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startLoopbackSmtp } from "../../testing/loopback-smtp.ts";
import { createSmtpMailProvider } from "./smtp-mail-provider.ts";

describe("SMTP mail provider", () => {
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  beforeAll(async () => {
    smtp = await startLoopbackSmtp({ user: "mailer", password: "s3cret" });
  });
  afterAll(() => smtp.close());

  it("delivers a real message with sender, recipient, reply-to, subject and body", async () => {
    const provider = createSmtpMailProvider({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: "Promptloom <no-reply@promptloom.test>",
    });
    await provider.send({
      to: "member@example.test",
      replyTo: "visitor@example.test",
      subject: "Reset your Promptloom password",
      text: "Choose a new password here: http://localhost/auth/reset-password?token=abc",
    });

    const [mail] = smtp.received;
    expect(mail?.from).toBe("no-reply@promptloom.test");
    expect(mail?.to).toEqual(["member@example.test"]);
    expect(mail?.raw).toContain("Subject: Reset your Promptloom password");
    expect(mail?.raw).toContain("Reply-To: visitor@example.test");
    expect(mail?.raw).toContain("token=abc");
  });

  it("fails loudly when the server refuses the credentials", async () => {
    const provider = createSmtpMailProvider({
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
      from: "no-reply@promptloom.test",
    });
    await expect(provider.send({ to: "member@example.test", subject: "Hi", text: "Hi" })).rejects.toThrow(
      /Invalid username or password/,
    );
  });
});
