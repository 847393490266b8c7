import { createTransport } from "nodemailer";

import type { MailMessage, MailProvider } from "./mail-provider.ts";

export const createSmtpMailProvider = (options: { smtpUrl: string; from: string }): MailProvider => {
  const transport = createTransport(options.smtpUrl);
  return {
    name: "smtp",
    send: async (message: MailMessage) => {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
};
