import type { LegalSection } from "../../sections/legal-document.tsx";
import { ContactUs } from "./contact-us.tsx";

/** The terms' sections on AI results, fair use, availability, liability and changes. */
export const termsConductSections: LegalSection[] = [
  {
    id: "ai-results",
    title: "AI tools and their results",
    body: (
      <p>
        Promptloom helps you write prompts; the answers, images and other results come from the AI tools you paste them
        into, such as ChatGPT, Claude or Gemini, and are governed by those tools&apos; own terms. AI results can be
        wrong, incomplete or similar to other people&apos;s work. Check them before you rely on them or publish them.
        Nothing in the service is legal, financial, medical or other professional advice.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>When you use the service, including the community library and our Discord, you agree not to:</p>
        <ul>
          <li>break the law, or create or share prompts meant to produce unlawful, hateful or harassing content;</li>
          <li>share your account, or resell or sublicense access to the service;</li>
          <li>scrape or download the service in bulk, or access it with bots other than through features we offer;</li>
          <li>probe, overload or get around the security or usage limits of the service;</li>
          <li>upload anything that contains malware or infringes someone else&apos;s rights.</li>
        </ul>
      </>
    ),
  },
  {
    id: "availability",
    title: "Availability and changes to the service",
    body: (
      <p>
        We work to keep the service available and to improve it, which means features may change. We may need to pause
        it briefly for maintenance. If we remove a core feature you rely on, you may cancel and we refund the unused
        part of your current period.
      </p>
    ),
  },
  {
    id: "suspension",
    title: "Suspension and ending the agreement",
    body: (
      <p>
        You may stop using the service and cancel at any time. We may suspend or close an account that seriously or
        repeatedly breaks these terms, after warning you where that is reasonable. If we close your account without a
        breach on your part, we refund the unused part of your current period.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        We provide the service with reasonable care and skill, but without promising that it will be uninterrupted or
        error-free. To the extent the law allows, our total liability to you is limited to the amount you paid us in the
        twelve months before the claim, and we are not liable for indirect losses such as lost profits or data you did
        not save. Nothing here limits liability that cannot be limited by law, or your statutory rights as a consumer.
      </p>
    ),
  },
  {
    id: "changes-and-contact",
    title: "Changes, law and contact",
    body: (
      <>
        <p>
          If we change these terms we publish the new version here with a new date and e-mail subscribers at least 30
          days before a change that affects them takes effect; if you do not agree, you may cancel before then. These
          terms are governed by the law of the place where Promptloom is established, without taking away the protection
          of the mandatory consumer law where you live.
        </p>
        <p>
          Questions about these terms are welcome through <ContactUs />.
        </p>
      </>
    ),
  },
];
