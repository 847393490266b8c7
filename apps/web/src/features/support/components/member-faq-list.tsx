import { Markdown } from "../../../components/ui/markdown.tsx";
import { memberFaq } from "../member-faq.ts";

/** The common questions, each opening its answer. */
export function MemberFaqList() {
  return (
    <ul className="divide-y divide-border rounded-lg border border-border">
      {memberFaq.map((item) => (
        <li key={item.question}>
          <details className="group p-3">
            <summary className="cursor-pointer font-medium marker:text-muted-foreground">{item.question}</summary>
            <Markdown className="mt-1 text-sm text-muted-foreground sm:text-sm">{item.answer}</Markdown>
          </details>
        </li>
      ))}
    </ul>
  );
}
