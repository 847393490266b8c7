import type { MailMessage, MailProvider } from "../providers/mail/mail-provider.ts";

export type RecordingMailProvider = MailProvider & {
  readonly sent: MailMessage[];
  /** The messages sent to one address, oldest first. */
  sentTo: (address: string) => MailMessage[];
};

/** Keeps every message in memory so tests can read what the product sent. */
export const createRecordingMailProvider = (): RecordingMailProvider => {
  const sent: MailMessage[] = [];
  return {
    name: "console",
    sent,
    sentTo: (address) => sent.filter((mail) => mail.to.toLowerCase() === address.toLowerCase()),
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
  };
};
