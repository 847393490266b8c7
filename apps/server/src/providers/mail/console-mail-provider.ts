import type { Logger } from "pino";

import type { MailMessage, MailProvider } from "./mail-provider.ts";

/** Prints every message, links included, to the server log: the zero-configuration default. */
export const createConsoleMailProvider = (logger: Logger): MailProvider => ({
  name: "console",
  send: (message: MailMessage) => {
    const { html: _html, ...logged } = message;
    logger.info({ mail: logged }, `e-mail to ${message.to}: ${message.subject}\n\n${message.text}\n`);
    return Promise.resolve();
  },
});
