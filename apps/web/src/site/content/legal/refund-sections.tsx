import { formatUsd, plans } from "@promptloom/contracts/plans";

import { company } from "../../../config/company.ts";
import type { LegalSection } from "../../sections/legal-document.tsx";
import { ContactUs } from "./contact-us.tsx";

/** The refund policy: the guarantee, how to use it, what follows, and cancelling. */
export const refundSections: LegalSection[] = [
  {
    id: "guarantee",
    title: "The 24-hour money-back guarantee",
    body: (
      <>
        <p>
          If Promptloom is not right for you, ask for a refund within 24 hours of your first payment and we refund it in
          full: {formatUsd(plans.monthly.price)} on the {plans.monthly.title.toLowerCase()} plan,{" "}
          {formatUsd(plans.yearly.price)} on the {plans.yearly.title.toLowerCase()} plan. You do not have to give a
          reason, although we are always glad to hear one.
        </p>
        <p>
          The 24 hours run from the time of the payment shown on your receipt. A request that reaches us within that
          time counts, even if we process it later. The guarantee covers the first payment of your first subscription;
          renewals are not covered, so cancel before the renewal date if you do not want another period.
        </p>
      </>
    ),
  },
  {
    id: "how-to-ask",
    title: "How to ask for a refund",
    body: (
      <>
        <p>
          Write to us through <ContactUs />. Use the subject “Refund” and send it from, or mention, the e-mail address
          of your Promptloom account so we can find your payment quickly. That is all we need.
        </p>
        <p>We confirm your request by e-mail {company.replyTime}.</p>
      </>
    ),
  },
  {
    id: "what-happens-next",
    title: "What happens after a refund",
    body: (
      <ul>
        <li>
          We refund the full amount to the card or payment method you paid with, through Stripe. Banks usually show it
          within 5 to 10 business days.
        </li>
        <li>Your subscription is cancelled, so you will not be charged again.</li>
        <li>
          Your access to the members area ends, and your account is marked as refunded. If you sign in afterwards you
          are brought to this page instead of the dashboard.
        </li>
        <li>
          Your saved prompts are kept unless you ask us to delete your account; mention it in your request if you want
          that too.
        </li>
      </ul>
    ),
  },
  {
    id: "cancelling",
    title: "Cancelling your subscription",
    body: (
      <p>
        You can cancel at any time, without a fee, from Account → Manage subscription in the members area. Cancelling
        stops your subscription from renewing; you keep full access until the end of the period you have already paid
        for, and you are not charged again. The remaining days of a period are not refunded, on either plan, except
        under the guarantee above.
      </p>
    ),
  },
  {
    id: "other-cases",
    title: "Billing mistakes and other cases",
    body: (
      <p>
        If you were charged twice or charged in error, we refund the mistaken payment in full whenever you tell us. If
        you forgot to cancel before a renewal, write to us as soon as you notice and we will look at it with you. Your
        rights under consumer law are not affected by this policy. For anything else about refunds, reach us through{" "}
        <ContactUs />.
      </p>
    ),
  },
];
