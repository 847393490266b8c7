import {
  fillTemplate,
  hasUnfilledVariables,
  parseTemplate,
  type TemplateValues,
} from "@promptloom/contracts/prompt-template";
import { useMemo } from "react";

import { VariableFields } from "./variable-fields.tsx";

/**
 * A library prompt as members fill it in: one field per variable beside the filled-in text. The
 * library's prompt dialog uses it, and the admin editor shows it live as the prompt is written.
 */
export function PromptFillIn({
  body,
  values,
  onChange,
}: {
  body: string;
  values: TemplateValues;
  onChange: (name: string, value: string) => void;
}) {
  const variables = useMemo(() => parseTemplate(body).variables, [body]);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <section aria-labelledby="fill-in-heading" className="space-y-3">
        <h3 id="fill-in-heading" className="text-sm font-medium">
          Fill in
        </h3>
        <VariableFields variables={variables} values={values} onChange={onChange} />
      </section>
      <section aria-labelledby="preview-heading" className="space-y-2">
        <h3 id="preview-heading" className="text-sm font-medium">
          Preview
        </h3>
        <div
          aria-live="polite"
          data-testid="prompt-preview"
          className="max-h-80 overflow-y-auto rounded-md border border-border bg-surface-2 p-3 text-sm whitespace-pre-wrap"
        >
          {fillTemplate(body, values)}
        </div>
        {hasUnfilledVariables(body, values) ? (
          <p className="text-xs text-muted-foreground">Fields left empty are copied as [Label] reminders.</p>
        ) : null}
      </section>
    </div>
  );
}
