import { company } from "../../config/company.ts";
import { supportFaq } from "../content/support-faq.tsx";
import { ContactSection } from "../sections/contact-section.tsx";
import { FaqList } from "../sections/faq-list.tsx";
import { PageIntro } from "../sections/page-intro.tsx";

export const meta = {
  title: "Support — Promptloom",
  description: `Answers about your Promptloom account, billing, cancelling, refunds and signing in, and a form to reach our team. We reply ${company.replyTime}.`,
};

export function Page() {
  return (
    <>
      <PageIntro eyebrow="Support" title="How can we help?">
        Most questions about your account and billing are answered below. If yours is not, send us a message and a
        person will reply {company.replyTime}.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 lg:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="support-faq-heading">
          <h2 id="support-faq-heading" className="text-2xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          <div className="mt-6">
            <FaqList items={supportFaq} />
          </div>
        </section>
        <ContactSection />
      </div>
    </>
  );
}
