import { Mail } from "lucide-react";

import { company } from "../../config/company.ts";
import { Island } from "../island.tsx";
import { Component as ContactForm } from "../islands/contact-form.tsx";

/** The contact form, with the e-mail alternative for those who prefer it. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="text-2xl font-bold tracking-tight">
        Contact us
      </h2>
      <p className="mt-2 text-muted-foreground">
        Tell us what you need and we will reply by e-mail {company.replyTime}. If it is about your account, use the
        e-mail address you signed up with.
      </p>
      <div className="mt-6 rounded-2xl glass p-5 sm:p-8">
        <Island name="contact-form" component={ContactForm} props={{}} />
      </div>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Mail aria-hidden="true" className="size-4 text-primary-text" />
        Prefer e-mail? Write to
        <a href={`mailto:${company.supportEmail}`} className="text-primary-text underline-offset-4 hover:underline">
          {company.supportEmail}
        </a>
      </p>
    </section>
  );
}
