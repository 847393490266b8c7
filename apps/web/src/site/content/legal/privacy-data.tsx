import { limits } from "@promptloom/contracts/limits";

import type { LegalSection } from "../../sections/legal-document.tsx";

/** The privacy policy's account of what we store and why. */
export const privacyDataSections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        Promptloom runs this website and the Promptloom members area (together, “the service”). We decide how and why
        the personal data described here is used, which makes us its controller. This policy applies to visitors,
        subscribers and anyone who writes to us.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your e-mail address and name. Your password is stored only as a salted hash,
          so nobody, including us, can read it. If you sign in with Google, Google tells us your name and e-mail
          address; we never see your Google password.
        </li>
        <li>
          <strong>Subscription status:</strong> your plan, whether your subscription is paid or refunded, and the
          customer and subscription references our payment provider gives us.
        </li>
        <li>
          <strong>Your prompts:</strong> the prompts you save, with their title, your original wording, the refined text
          and where they came from (for example, a voice prompt). Prompts you choose to share in the community library
          are shown to other members.
        </li>
        <li>
          <strong>Usage events:</strong> each time you copy or save a prompt we record the action, the minutes saved it
          credits ({limits.minutesSavedPerAction} by default), its category, the prompt and the time. They power your
          hours-saved dashboard.
        </li>
        <li>
          <strong>Support messages:</strong> the name, e-mail address, subject and message you send through the contact
          form, linked to your account if you are signed in.
        </li>
        <li>
          <strong>Security data:</strong> the IP address and browser description of each signed-in session, and short
          lived counters of sign-in and password-reset attempts, which protect accounts from password guessing.
        </li>
      </ul>
    ),
  },
  {
    id: "voice-and-ai",
    title: "Voice input and AI processing",
    body: (
      <>
        <p>
          When you use the voice prompt generator, your browser first tries to transcribe your speech itself. Some
          browsers, such as Chrome, do this by sending the audio to their maker&apos;s speech service under the
          browser&apos;s own privacy terms. If the browser cannot transcribe, the recording is sent to our server,
          turned into text and then discarded: we do not keep recordings.
        </p>
        <p>
          The text you submit to the AI Genie, the coach and the other tools is processed to write your prompt. Where
          that work is done by an AI service provider, we send only the text the request needs, under terms that forbid
          the provider from using it for any other purpose. Nothing you type is stored unless you save it.
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments",
    body: (
      <p>
        Payments are handled by Stripe. You enter your card details on Stripe&apos;s pages, and Stripe stores them: we
        never see or store your card number. Stripe tells us whether a payment succeeded and gives us references to your
        customer record and subscription, which we use to unlock the members area and to let you manage billing. Stripe
        processes your payment data under its own privacy policy.
      </p>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use your data",
    body: (
      <>
        <ul>
          <li>To provide the service you subscribed to: your account, your saved prompts and your dashboard.</li>
          <li>To take payments, issue refunds and keep the accounting records the law requires.</li>
          <li>To keep the service and your account secure, including limiting repeated sign-in attempts.</li>
          <li>To answer your messages and send the e-mails the service needs, such as password-reset links.</li>
        </ul>
        <p>
          We rely on our contract with you for the first two, on our legitimate interest in a secure, working service
          for the others, and on legal obligations for accounting records. We do not sell your data, we do not use it
          for advertising, and we do not send marketing e-mails.
        </p>
      </>
    ),
  },
];
