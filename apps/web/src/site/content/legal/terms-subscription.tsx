import { formatUsd, plans } from "@promptloom/contracts/plans";

import { paths } from "../../../config/paths.ts";
import type { LegalSection } from "../../sections/legal-document.tsx";

/** The terms' sections on the agreement itself, accounts, billing and cancelling. */
export const termsSubscriptionSections: LegalSection[] = [
  {
    id: "agreement",
    title: "About these terms",
    body: (
      <p>
        These terms are the agreement between you and Promptloom for the use of this website and the Promptloom members
        area (“the service”). By creating an account or subscribing you accept them. If you use the service for a
        company, you accept them on its behalf. Our <a href={paths.privacy}>privacy policy</a> and{" "}
        <a href={paths.refund}>refund policy</a> are part of this agreement.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <ul>
        <li>You must be at least 16 years old and give us a real e-mail address that you can receive mail at.</li>
        <li>
          An account is for one person. Keep your password to yourself; you are responsible for what happens in your
          account until you tell us it has been compromised.
        </li>
        <li>Tell us straight away if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: "plans-and-billing",
    title: "Plans and billing",
    body: (
      <>
        <p>
          The service is sold as a subscription: {plans.monthly.title} at {formatUsd(plans.monthly.price)} per{" "}
          {plans.monthly.period}, or {plans.yearly.title} at {formatUsd(plans.yearly.price)} per {plans.yearly.period}.
          Both include every feature. Prices are in US dollars; any sales tax or VAT your country applies is shown at
          checkout. There are no setup fees.
        </p>
        <p>
          You pay in advance for each period through our payment provider, Stripe. Your subscription renews
          automatically at the end of each period, at the price then in force, until you cancel. If we change the price,
          we e-mail you at least 30 days before it applies to your next renewal, so you can cancel first. If a renewal
          payment fails, you keep access, with a warning, while Stripe retries it; if it still fails, access to the
          members area pauses until a payment goes through.
        </p>
      </>
    ),
  },
  {
    id: "cancellation",
    title: "Cancellation and refunds",
    body: (
      <p>
        You can cancel at any time from Account → Manage subscription. Cancelling stops future renewals; you keep access
        until the end of the period you have paid for, and no further payment is taken. Payments are not refunded for
        partly used periods, except under our 24-hour money-back guarantee for your first payment, described in the{" "}
        <a href={paths.refund}>refund policy</a>. Nothing in these terms limits the rights a consumer law gives you.
      </p>
    ),
  },
  {
    id: "licence",
    title: "Using prompts",
    body: (
      <>
        <p>
          <strong>Library prompts.</strong> While you subscribe, you may use the prompts in our library, image studio,
          automations and resources in your own work, including commercial work for yourself and your clients, and keep
          using prompts you copied after your subscription ends. You may not copy the library in bulk, resell or
          republish its prompts as a collection, or use them to build a competing product.
        </p>
        <p>
          <strong>Your prompts.</strong> Prompts you write or save remain yours. You allow us to store and process them
          only to provide the service to you. When you share a prompt in the community library, you allow other members
          to use it on the same terms as library prompts and allow us to show it in the service; you can ask us to
          remove it at any time.
        </p>
      </>
    ),
  },
];
