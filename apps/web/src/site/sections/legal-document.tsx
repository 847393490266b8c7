import type { ReactNode } from "react";

import { company } from "../../config/company.ts";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
  /** Shown above the title: what a reader sent to this page needs to know first. */
  notice?: ReactNode;
};

/** A policy page: title, date, a short summary, a table of contents and numbered sections. */
export function LegalDocument({ title, summary, sections, notice }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-16 pb-20 md:pt-24">
      <header>
        {notice}
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {company.legalLastUpdated}</p>
        <div className="mt-6 rounded-xl border border-primary/30 bg-primary/5 p-5 text-pretty">{summary}</div>
      </header>
      <nav aria-label="Contents" className="mt-10 rounded-xl border border-border p-5">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Contents</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary-text underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12">
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-4 [&_code]:font-mono [&_code]:text-sm [&_code]:text-foreground [&_li]:mt-2 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:pl-5">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
