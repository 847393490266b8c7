export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
};

export interface MailProvider {
  readonly name: "console" | "smtp";
  send(message: MailMessage): Promise<void>;
}
