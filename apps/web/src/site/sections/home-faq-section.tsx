import { paths } from "../../config/paths.ts";
import { homeFaq } from "../content/home-faq.tsx";
import { FaqList } from "./faq-list.tsx";
import { SectionHeader } from "./section-header.tsx";

export function HomeFaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-20">
      <SectionHeader id="faq-heading" eyebrow="FAQ" title="Questions, answered" />
      <div className="mt-10">
        <FaqList items={homeFaq} />
      </div>
      <p className="mt-8 text-center text-muted-foreground">
        Something else?{" "}
        <a href={paths.support} className="font-medium text-primary-text underline-offset-4 hover:underline">
          Ask us on the support page
        </a>
        .
      </p>
    </section>
  );
}
