import { refundSections } from "../content/legal/refund-sections.tsx";
import { Island } from "../island.tsx";
import { Component as RefundNotice } from "../islands/refund-notice.tsx";
import { LegalDocument } from "../sections/legal-document.tsx";

export const meta = {
  title: "Refund Policy — Promptloom",
  description:
    "Promptloom's 24-hour money-back guarantee: a full refund when you ask within 24 hours of your first payment. How to ask, what happens next, and how cancelling works.",
};

export function Page() {
  return (
    <LegalDocument
      title="Refund Policy"
      notice={<Island name="refund-notice" component={RefundNotice} props={{}} />}
      summary={
        <p>
          In short: ask within 24 hours of your first payment and you get a full refund, no questions asked. After that
          you can cancel anytime, and your access runs to the end of the period you have paid for.
        </p>
      }
      sections={refundSections}
    />
  );
}
