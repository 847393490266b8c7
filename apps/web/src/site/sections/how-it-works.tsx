import { ClipboardCopy, Mic, Wand2 } from "lucide-react";

import { SectionHeader } from "./section-header.tsx";

const steps = [
  {
    icon: Mic,
    title: "Speak or type a rough task",
    text: "Say it into the microphone or type it as it comes to mind. Half sentences and filler words are fine.",
  },
  {
    icon: Wand2,
    title: "Promptloom structures it",
    text: "Your request becomes a polished prompt with a role, the task, context, constraints and the output you want. Edit anything before you use it.",
  },
  {
    icon: ClipboardCopy,
    title: "Copy it or save it",
    text: "Paste it into ChatGPT, Claude or Gemini, or save it to My Prompts. Every copy or save credits 15 minutes saved on your dashboard.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-y border-border bg-surface-1">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeader id="how-heading" eyebrow="How it works" title="From rough idea to ready prompt">
          Three steps, a few seconds each.
        </SectionHeader>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border border-border bg-card p-6">
              <span className="absolute top-6 right-6 text-sm font-semibold text-muted-foreground" aria-hidden="true">
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="size-6 text-primary-text" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
