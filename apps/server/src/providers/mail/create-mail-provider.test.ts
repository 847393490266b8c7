import { describe, expect, it } from "vitest";

import { recordingLogger } from "../../testing/recording-logger.ts";
import { createMailProvider } from "./create-mail-provider.ts";

const options = { smtpUrl: undefined, choice: undefined, from: "no-reply@promptloom.test" } as const;

describe("createMailProvider", () => {
  it("warns loudly when production prints e-mails to the log", () => {
    const { logger, lines } = recordingLogger();
    expect(createMailProvider({ ...options, choice: "console", isProduction: true, logger }).name).toBe("console");
    expect(lines.join("\n")).toMatch(/printed to this log and sent to nobody/);
  });

  it("uses SMTP once configured, unless console is chosen", () => {
    const { logger } = recordingLogger();
    const smtpUrl = "smtp://127.0.0.1:2525";
    expect(createMailProvider({ ...options, smtpUrl, isProduction: true, logger }).name).toBe("smtp");
    expect(createMailProvider({ ...options, smtpUrl, choice: "console", isProduction: false, logger }).name).toBe(
      "console",
    );
  });
});
