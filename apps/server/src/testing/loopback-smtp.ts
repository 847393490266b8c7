import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A received message's source with quoted-printable parts decoded, for reading its words. */
export const readableMail = (raw: string): string =>
  raw
    .replaceAll(/=\r?\n/g, "")
    .replaceAll(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server on a loopback port that keeps every message it receives. */
export const startLoopbackSmtp = async (options: { user?: string; password?: string; port?: number } = {}) => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: !options.user,
    onAuth: (auth, _session, callback) => {
      if (auth.username === options.user && auth.password === options.password) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A sender that hangs up mid-conversation (a server process stopped or killed while mailing)
  // resets its connection; like a real mail server, the peer shrugs and keeps listening instead
  // of letting the unhandled 'error' event end the process it runs in.
  server.on("error", () => {});
  await new Promise<void>((ready) => server.listen(options.port ?? 0, "127.0.0.1", ready));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};
