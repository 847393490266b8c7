import { connect } from "node:net";

import { afterAll, beforeAll, expect, it } from "vitest";

import { createSmtpMailProvider } from "../providers/mail/smtp-mail-provider.ts";
import { startLoopbackSmtp } from "./loopback-smtp.ts";

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
});
afterAll(() => smtp.close());

it("keeps receiving mail after a sender resets its connection in the middle of a message", async () => {
  await new Promise<void>((done) => {
    const socket = connect(smtp.port, "127.0.0.1");
    const commands = [
      "EHLO killed.test",
      "MAIL FROM:<no-reply@promptloom.test>",
      "RCPT TO:<member@example.test>",
      "DATA",
    ];
    socket.on("data", () => {
      const command = commands.shift();
      if (command) socket.write(`${command}\r\n`);
      else {
        socket.write("Subject: Cut off\r\n\r\nThe sender is killed here");
        // Reset once the peer has read the half message, as a killed sender's kernel would.
        setTimeout(() => {
          socket.resetAndDestroy();
          done();
        }, 100);
      }
    });
  });
  await new Promise((settle) => setTimeout(settle, 100));

  const provider = createSmtpMailProvider({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: "no-reply@promptloom.test",
  });
  await provider.send({ to: "member@example.test", subject: "Still here", text: "Delivered after the reset." });
  expect(smtp.received.map((mail) => mail.to)).toEqual([["member@example.test"]]);
});
