import type { LegalSection } from "../../sections/legal-document.tsx";
import { ContactUs } from "./contact-us.tsx";

/** The privacy policy's sections on cookies, sharing, retention and your rights. */
export const privacyRightsSections: LegalSection[] = [
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <>
        <p>We use only what the service needs to work, so there is no cookie banner to click through:</p>
        <ul>
          <li>
            <strong>Session cookie</strong> (<code>better-auth.session_token</code>): keeps you signed in. It cannot be
            read by scripts and expires after 30 days without use, or when you sign out.
          </li>
          <li>
            <strong>Sidebar cookie</strong> (<code>sidebar_state</code>): remembers whether you keep the members-area
            sidebar open or collapsed, for 7 days.
          </li>
          <li>
            <strong>Checkout flag</strong>: while a checkout is under way we keep a note in your browser&apos;s session
            storage, which is cleared when you close the tab.
          </li>
        </ul>
        <p>
          We use no advertising or analytics cookies and no third-party trackers. Stripe&apos;s checkout pages and
          Google&apos;s sign-in pages set their own cookies under their own policies.
        </p>
      </>
    ),
  },
  {
    id: "who-we-share-with",
    title: "Who we share data with",
    body: (
      <>
        <p>We share personal data only with the providers that run parts of the service for us:</p>
        <ul>
          <li>Stripe, for payments, invoices and the billing portal.</li>
          <li>Our e-mail delivery provider, to send password-reset links, receipts and replies to your messages.</li>
          <li>Our hosting and database providers, who store the service&apos;s data on our behalf.</li>
          <li>AI service providers, for the text a tool needs to process, as described above.</li>
          <li>Google, only if you choose to sign in with Google.</li>
        </ul>
        <p>
          Each of them may use the data only to provide their service to us. Some of them process data outside your
          country; where the law requires it, transfers are covered by standard contractual clauses or an equivalent
          safeguard. We disclose data to authorities only when the law obliges us to. Joining our Discord community is
          optional and covered by Discord&apos;s own privacy policy.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data, and deletion",
    body: (
      <>
        <p>
          We keep your account, saved prompts and usage events for as long as you have an account. Cancelling your
          subscription does not delete them, so they are still there if you come back. A saved prompt you delete is kept
          out of sight for 10 minutes, so that Undo can bring it back, and erased within the next 10 minutes.
        </p>
        <p>
          When you delete your account (Account → Delete account in the members area) or ask us to, we delete your
          profile, saved prompts, usage events, sessions and shared community prompts. Records of payments and refunds
          are kept, by us and by Stripe, for as long as tax and accounting law requires. Support messages are kept while
          we handle your request and any follow-up, and deleted with your account. Sign-in attempt counters expire
          within minutes.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        All traffic is encrypted with HTTPS. Passwords are hashed, session cookies are out of reach of scripts, every
        request for your data is checked against your signed-in account, and only a small number of staff can reach the
        database. No system is perfectly secure; if a breach affects your data we will tell you and the relevant
        authority as the law requires.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>
          You can ask us for a copy of your data, to correct it, to delete it, to receive it in a portable format, or to
          stop or restrict a use of it. Write to us through <ContactUs /> from the address on your account; we answer
          within one month. You may also complain to the data protection authority where you live.
        </p>
        <p>
          The service is not meant for children under 16, and we do not knowingly collect their data. If you believe a
          child has given us personal data, tell us and we will delete it.
        </p>
      </>
    ),
  },
  {
    id: "changes-and-contact",
    title: "Changes and contact",
    body: (
      <p>
        If we change this policy we will publish the new version here with a new date, and e-mail subscribers about
        changes that matter. Questions about privacy are welcome through <ContactUs />.
      </p>
    ),
  },
];
