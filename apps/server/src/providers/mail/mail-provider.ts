export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The same content laid out for mail apps that show HTML; `text` stays the plain-text part. */
  html?: string;
  replyTo?: string;
};

export interface MailProvider {
  readonly name: "console" | "smtp";
  send(message: MailMessage): Promise<void>;
}
