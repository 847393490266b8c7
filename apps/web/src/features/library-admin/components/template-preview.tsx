import { parseTemplate } from "@promptloom/contracts/prompt-template";
import { useDeferredValue, useState } from "react";
import { useWatch } from "react-hook-form";

import { PromptFillIn } from "../../../components/prompt-template/prompt-fill-in.tsx";

/**
 * The prompt being written, as members will fill it in: the library's own fill-in form, live.
 * While the variable syntax has mistakes, they are listed instead, with their lines.
 */
export function TemplatePreview() {
  const body = useDeferredValue(useWatch({ name: "body" }) as string);
  const [values, setValues] = useState<Record<string, string>>({});
  const { errors } = parseTemplate(body);
  return (
    <section aria-labelledby="member-view-heading" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="member-view-heading" className="font-medium">
        What members see
      </h2>
      {body.trim() === "" ? (
        <p className="text-sm text-muted-foreground">
          Write the prompt to see its fill-in form. {"{{name}}"} asks for text, {"{{name:default}}"} offers a default
          and {"{{name:a|b|c}}"} a choice.
        </p>
      ) : errors.length > 0 ? (
        <div role="status" className="space-y-1 text-sm">
          <p className="font-medium text-error">Fix the variables to see the fill-in form:</p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {errors.map((error) => (
              <li key={`${error.start}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <PromptFillIn
          body={body}
          values={values}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        />
      )}
    </section>
  );
}
