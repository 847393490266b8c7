import type { Logger } from "pino";

import { createConsoleMailProvider } from "./console-mail-provider.ts";
import type { MailProvider } from "./mail-provider.ts";
import { createSmtpMailProvider } from "./smtp-mail-provider.ts";

export const createMailProvider = (options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}): MailProvider =>
  options.smtpUrl
    ? createSmtpMailProvider({ smtpUrl: options.smtpUrl, from: options.from })
    : createConsoleMailProvider(options.logger);
