import type { Logger } from "pino";

import { createConsoleMailProvider } from "./console-mail-provider.ts";
import type { MailProvider } from "./mail-provider.ts";
import { createSmtpMailProvider } from "./smtp-mail-provider.ts";

/** SMTP when configured (unless `choice` says console); otherwise the log, loudly so in production. */
export const createMailProvider = (options: {
  smtpUrl: string | undefined;
  choice: "smtp" | "console" | undefined;
  from: string;
  isProduction: boolean;
  logger: Logger;
}): MailProvider => {
  if (options.smtpUrl && options.choice !== "console") {
    return createSmtpMailProvider({ smtpUrl: options.smtpUrl, from: options.from });
  }
  if (options.isProduction) {
    options.logger.warn(
      "MAIL=console: e-mails, password reset links included, are printed to this log and sent to nobody. Set SMTP_URL to deliver them.",
    );
  }
  return createConsoleMailProvider(options.logger);
};
