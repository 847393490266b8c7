import { refinementTextSchema } from "@promptloom/contracts/genie";
import { refinementPresets } from "@promptloom/contracts/prompt-engine";
import { Send } from "lucide-react";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";

/** One-click refinements and a free-text one; each revises the latest version, keeping the conversation. */
export function RefinementBar({
  onRefine,
  disabled,
}: {
  onRefine: (refinement: string) => Promise<void>;
  disabled: boolean;
}) {
  const form = useSchemaForm(refinementTextSchema, { defaultValues: { refinement: "" } });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Refine further">
        {refinementPresets.map((preset) => (
          <Button
            key={preset.id}
            type="button"
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => void onRefine(preset.text)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <Form
        form={form}
        aria-label="Refine with your own words"
        className="flex items-end gap-2"
        onSubmit={async ({ refinement }) => {
          await onRefine(refinement);
          form.reset({ refinement: "" });
        }}
      >
        <div className="flex-1">
          <Field
            name="refinement"
            label="Or say how to change it"
            placeholder="e.g. mention that the deadline is Friday"
          />
        </div>
        <SubmitButton variant="outline" disabled={disabled} aria-label="Apply this change">
          <Send aria-hidden="true" />
        </SubmitButton>
      </Form>
    </div>
  );
}
