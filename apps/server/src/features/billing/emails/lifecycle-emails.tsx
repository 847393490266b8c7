import { formatUsd, plans, type PlanId } from "@promptloom/contracts/plans";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  render,
  Section,
  Text,
  toPlainText,
} from "@react-email/components";
import type { ReactNode } from "react";

import type { MailMessage } from "../../../providers/mail/mail-provider.ts";

/** The e-mails a subscription's life sends, one per change a member should hear about. */
export type LifecycleMail =
  | { kind: "welcome"; plan: PlanId; paidAt: Date; renewsAt: Date | null }
  | { kind: "cancellation-confirmed"; plan: PlanId | null; accessUntil: Date | null }
  /** `period-over`: a cancelled subscription reached its end; `not-paid`: the provider gave up collecting. */
  | { kind: "access-ended"; plan: PlanId | null; reason: "period-over" | "not-paid" }
  | { kind: "refund-processed" }
  | { kind: "payment-failed"; plan: PlanId | null }
  | { kind: "plan-changed"; from: PlanId | null; to: PlanId; renewsAt: Date | null };

export const lifecycleMailKinds = [
  "welcome",
  "cancellation-confirmed",
  "access-ended",
  "refund-processed",
  "payment-failed",
  "plan-changed",
] as const satisfies readonly LifecycleMail["kind"][];

type Addressing = { to: string; name: string | null; baseUrl: string };

const formatDate = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

const planLine = (plan: PlanId) =>
  `${plans[plan].title} plan, ${formatUsd(plans[plan].price)} per ${plans[plan].period}`;

const link = (baseUrl: string, path: string) => new URL(path, baseUrl).href;

const styles = {
  body: { backgroundColor: "#f5f5f7", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", borderRadius: "12px", padding: "32px", maxWidth: "560px" },
  brand: { color: "#6d28d9", fontSize: "14px", fontWeight: 700, letterSpacing: "0.04em", margin: "0 0 16px" },
  heading: { color: "#111827", fontSize: "22px", margin: "0 0 16px" },
  text: { color: "#374151", fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" },
  receipt: { backgroundColor: "#f9fafb", borderRadius: "8px", padding: "16px", margin: "0 0 16px" },
  receiptLine: { color: "#111827", fontSize: "14px", lineHeight: "22px", margin: 0 },
  button: {
    backgroundColor: "#6d28d9",
    borderRadius: "8px",
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
  },
  footer: { color: "#6b7280", fontSize: "12px", lineHeight: "18px", margin: 0 },
} as const;

/** The frame every e-mail shares; `footer` says why the reader receives it (a subscription unless given). */
export function Layout(props: {
  preview: string;
  title: string;
  supportUrl: string;
  action?: { label: string; href: string };
  footer?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>PROMPTLOOM</Text>
          <Heading as="h1" style={styles.heading}>
            {props.title}
          </Heading>
          {props.children}
          {props.action && (
            <Section style={{ margin: "8px 0 24px" }}>
              <Button href={props.action.href} style={styles.button}>
                {props.action.label}
              </Button>
            </Section>
          )}
          <Hr />
          <Text style={styles.footer}>
            {props.footer ?? "You receive this e-mail because you have a Promptloom subscription."} Questions? Write to
            us at {props.supportUrl}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const P = ({ children }: { children: ReactNode }) => <Text style={styles.text}>{children}</Text>;

/** Subject, preview line and body of one e-mail. */
const compose = (mail: LifecycleMail, { name, baseUrl }: Addressing): { subject: string; element: ReactNode } => {
  const hello = name ? `Hi ${name},` : "Hi,";
  const support = link(baseUrl, "/support");
  switch (mail.kind) {
    case "welcome": {
      const plan = plans[mail.plan];
      return {
        subject: "Welcome to Promptloom: your receipt",
        element: (
          <Layout
            supportUrl={support}
            preview={`Thank you for subscribing. ${formatUsd(plan.price)} paid for the ${plan.title} plan.`}
            title="Welcome to Promptloom"
            action={{ label: "Open your dashboard", href: link(baseUrl, "/app") }}
          >
            <P>{hello}</P>
            <P>Thank you for subscribing. Your membership is active and every feature is open to you.</P>
            <Section style={styles.receipt}>
              <Text style={styles.receiptLine}>Receipt</Text>
              <Text style={styles.receiptLine}>Plan: {planLine(mail.plan)}</Text>
              <Text style={styles.receiptLine}>Amount paid: {formatUsd(plan.price)}</Text>
              <Text style={styles.receiptLine}>Paid on: {formatDate(mail.paidAt)}</Text>
              {mail.renewsAt && <Text style={styles.receiptLine}>Renews on: {formatDate(mail.renewsAt)}</Text>}
            </Section>
            <P>You can change or cancel your plan at any time from your account page.</P>
          </Layout>
        ),
      };
    }
    case "cancellation-confirmed": {
      const until = mail.accessUntil ? formatDate(mail.accessUntil) : null;
      return {
        subject: "Your Promptloom subscription is cancelled",
        element: (
          <Layout
            supportUrl={support}
            preview={until ? `You keep full access until ${until}.` : "Your subscription will not renew."}
            title="Cancellation confirmed"
            action={{ label: "Keep my subscription", href: link(baseUrl, "/app/account") }}
          >
            <P>{hello}</P>
            <P>
              Your subscription is cancelled and will not renew.{" "}
              {until
                ? `You keep full access until ${until}.`
                : "You keep access until the end of the period you paid for."}
            </P>
            <P>Changed your mind? You can resume the subscription from your account page before then.</P>
          </Layout>
        ),
      };
    }
    case "access-ended":
      return {
        subject: "Your Promptloom access has ended",
        element: (
          <Layout
            supportUrl={support}
            preview={
              mail.reason === "period-over"
                ? "Your subscription reached the end of its period."
                : "Your subscription ended because its payment did not go through."
            }
            title="Your access has ended"
            action={{ label: "Subscribe again", href: link(baseUrl, "/pricing") }}
          >
            <P>{hello}</P>
            <P>
              {mail.reason === "period-over"
                ? "Your cancelled subscription reached the end of its period, so your access to Promptloom has ended."
                : "We could not collect the payment for your subscription, so it has ended, and so has your access to Promptloom."}{" "}
              Your saved prompts are kept.
            </P>
            <P>You are welcome back at any time: subscribing again opens everything where you left it.</P>
          </Layout>
        ),
      };
    case "refund-processed":
      return {
        subject: "Your Promptloom refund is on its way",
        element: (
          <Layout supportUrl={support} preview="We refunded your payment in full." title="Refund processed">
            <P>{hello}</P>
            <P>
              We refunded your payment in full. Depending on your bank it reaches your account within 5 to 10 business
              days.
            </P>
            <P>With the refund your subscription has ended, and so has your access to the members area.</P>
          </Layout>
        ),
      };
    case "payment-failed":
      return {
        subject: "Your Promptloom payment did not go through",
        element: (
          <Layout
            supportUrl={support}
            preview="Update your payment method to keep your access."
            title="Your payment did not go through"
            action={{ label: "Update payment method", href: link(baseUrl, "/app/account") }}
          >
            <P>{hello}</P>
            <P>
              We could not take the payment for your{mail.plan ? ` ${plans[mail.plan].title}` : ""} subscription. You
              keep your access while we try again over the next few days.
            </P>
            <P>Update your payment method to keep your access without a break.</P>
          </Layout>
        ),
      };
    case "plan-changed": {
      const from = mail.from ? plans[mail.from].title : null;
      return {
        subject: `Your Promptloom plan is now ${plans[mail.to].title}`,
        element: (
          <Layout
            supportUrl={support}
            preview={`You are now on the ${planLine(mail.to)}.`}
            title="Your plan has changed"
            action={{ label: "See your subscription", href: link(baseUrl, "/app/account") }}
          >
            <P>{hello}</P>
            <P>
              {from ? `You switched from the ${from} plan to the ` : "You are now on the "}
              {planLine(mail.to)}.{mail.renewsAt ? ` Your next renewal is on ${formatDate(mail.renewsAt)}.` : ""}
            </P>
            <P>Any unused time on your previous plan was credited against the new one.</P>
          </Layout>
        ),
      };
    }
  }
};

/** Renders one lifecycle e-mail as a message with an HTML and a plain-text part. */
export const renderLifecycleMail = async (mail: LifecycleMail, addressing: Addressing): Promise<MailMessage> => {
  const { subject, element } = compose(mail, addressing);
  const html = await render(element);
  return { to: addressing.to, subject, html, text: toPlainText(html) };
};

/** Sample values for each e-mail, for the preview command. */
export const sampleLifecycleMail = (kind: LifecycleMail["kind"], now = new Date()): LifecycleMail => {
  const inAMonth = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
  switch (kind) {
    case "welcome":
      return { kind, plan: "monthly", paidAt: now, renewsAt: inAMonth };
    case "cancellation-confirmed":
      return { kind, plan: "monthly", accessUntil: inAMonth };
    case "access-ended":
      return { kind, plan: "monthly", reason: "period-over" };
    case "refund-processed":
      return { kind };
    case "payment-failed":
      return { kind, plan: "monthly" };
    case "plan-changed":
      return { kind, from: "monthly", to: "yearly", renewsAt: new Date(now.getTime() + 365 * 24 * 3600 * 1000) };
  }
};
