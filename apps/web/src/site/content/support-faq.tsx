import { company } from "../../config/company.ts";
import { paths } from "../../config/paths.ts";
import type { FaqItem } from "../sections/faq-list.tsx";

/** Account, billing and sign-in questions members ask most. */
export const supportFaq: FaqItem[] = [
  {
    question: "How do I sign in?",
    answer: (
      <p>
        Choose <a href={paths.auth}>Sign In</a> at the top of any page and enter the e-mail and password you subscribed
        with, or use Continue with Google if you signed up with Google. You land on your dashboard.
      </p>
    ),
  },
  {
    question: "I forgot my password. How do I reset it?",
    answer: (
      <>
        <p>
          On the <a href={paths.auth}>sign-in page</a>, choose Forgot password? and enter your e-mail. If an account
          exists for it, we send you a link to choose a new password; after that you are signed in and taken to your
          dashboard.
        </p>
        <p>
          No e-mail after a few minutes? Check your spam folder and make sure you used the address you subscribed with.
          For your security, only a few reset requests are allowed in a short time.
        </p>
      </>
    ),
  },
  {
    question: "I paid, but the members area says a subscription is required.",
    answer: (
      <p>
        Sign in with the same e-mail address you used at checkout: the subscription belongs to that account. If you are
        signed in with the right address and still see the message a few minutes after paying, write to us below with
        that address and we will sort it out.
      </p>
    ),
  },
  {
    question: "How do I update my card or download invoices?",
    answer: (
      <p>
        Open Account in the members area and choose Manage subscription. The secure billing portal, run by our payment
        provider Stripe, lets you change your card, see your payments and download invoices. A receipt is also e-mailed
        to you after every payment.
      </p>
    ),
  },
  {
    question: "Can I switch between the monthly and yearly plan?",
    answer: (
      <p>
        Yes. Open Account in the members area, choose Manage subscription and pick the other plan. The billing portal
        shows what you will be charged before you confirm, so you are never charged twice for the same period.
      </p>
    ),
  },
  {
    question: "How do I cancel my subscription?",
    answer: (
      <p>
        Go to Account → Manage subscription and choose Cancel. You will not be charged again, and you keep access until
        the end of the period you have paid for.
      </p>
    ),
  },
  {
    question: "How do I get a refund?",
    answer: (
      <p>
        Ask within 24 hours of your first payment, using the form below or by writing to{" "}
        <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>, and we refund the full amount. The{" "}
        <a href={paths.refund}>refund policy</a> explains what happens next.
      </p>
    ),
  },
  {
    question: "How do I delete my account?",
    answer: (
      <p>
        Send us a message from the address on your account and we will delete it together with your saved prompts and
        usage history. Cancel your subscription first if it is still running. The{" "}
        <a href={paths.privacy}>privacy policy</a> explains what we keep and for how long.
      </p>
    ),
  },
];
