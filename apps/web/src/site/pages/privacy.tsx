import { privacyDataSections } from "../content/legal/privacy-data.tsx";
import { privacyRightsSections } from "../content/legal/privacy-rights.tsx";
import { LegalDocument } from "../sections/legal-document.tsx";

export const meta = {
  title: "Privacy Policy — Promptloom",
  description:
    "What personal data Promptloom stores, why, who processes it, which cookies we use, how long we keep data and how to have it deleted.",
};

export function Page() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={
        <p>
          In short: we store your account details, the prompts you save and a record of your copies and saves so the
          service works. Stripe handles payments, so we never see your card number. We use two cookies, no trackers, and
          we never sell your data. Deleting your account deletes your data.
        </p>
      }
      sections={[...privacyDataSections, ...privacyRightsSections]}
    />
  );
}
