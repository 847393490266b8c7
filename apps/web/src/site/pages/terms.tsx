import { termsConductSections } from "../content/legal/terms-conduct.tsx";
import { termsSubscriptionSections } from "../content/legal/terms-subscription.tsx";
import { LegalDocument } from "../sections/legal-document.tsx";

export const meta = {
  title: "Terms of Service — Promptloom",
  description:
    "The agreement for using Promptloom: accounts, subscription billing and renewal, cancelling, how you may use prompts, acceptable use and liability.",
};

export function Page() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary={
        <p>
          In short: your subscription renews until you cancel, and you can cancel anytime. You may use our prompts in
          your own and your clients&apos; work, but not resell the library. Prompts you write are yours. Check AI
          results before you rely on them.
        </p>
      }
      sections={[...termsSubscriptionSections, ...termsConductSections]}
    />
  );
}
