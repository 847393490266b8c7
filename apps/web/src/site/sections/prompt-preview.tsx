import { ArrowDown, Clock } from "lucide-react";

const roughRequest = "um, write something for my customers about the new opening hours, keep it friendly";

const structuredPrompt = [
  { label: "Role", text: "You are a friendly copywriter for a small local business." },
  { label: "Task", text: "Write a short announcement of our new opening hours." },
  { label: "Context", text: "It goes to existing customers by e-mail and on social media." },
  { label: "Constraints", text: "Warm and clear, under 120 words, no jargon." },
  { label: "Output", text: "A subject line, then the message with the hours as a list." },
];

/** An illustration of what Promptloom does: a rough request in, a structured prompt out. */
export function PromptPreview() {
  return (
    <figure className="rounded-2xl glass p-5 shadow-2xl shadow-primary/10 sm:p-6">
      <figcaption className="sr-only">Example: a rough request turned into a structured prompt</figcaption>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">You say</p>
      <p className="mt-2 rounded-lg bg-surface-2 p-3 text-sm text-muted-foreground italic">“{roughRequest}”</p>
      <ArrowDown aria-hidden="true" className="mx-auto my-4 size-5 text-primary-text" />
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Promptloom writes</p>
      <dl className="mt-2 space-y-2 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
        {structuredPrompt.map((part) => (
          <div key={part.label} className="sm:flex sm:gap-3">
            <dt className="w-24 shrink-0 font-semibold text-primary-text">{part.label}</dt>
            <dd className="text-foreground">{part.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
        <Clock aria-hidden="true" className="size-4 text-success" />
        Copy or save it: +15 min saved on your dashboard
      </p>
    </figure>
  );
}
