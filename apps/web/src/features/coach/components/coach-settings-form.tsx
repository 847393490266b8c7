import { coachToneLabels, coachTones, type CoachSettings } from "@promptloom/contracts/coach";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useSaveCoachSettings } from "../api/coach-settings.ts";
import { coachSettingsFormSchema, toCoachSettingsForm } from "../coach-settings-form-schema.ts";

/** The coach's system prompt, tone, limits and playbooks, as admins edit them. */
export function CoachSettingsForm({ settings }: { settings: CoachSettings }) {
  const save = useSaveCoachSettings();
  const form = useSchemaForm(coachSettingsFormSchema, { defaultValues: toCoachSettingsForm(settings) });
  return (
    <Form
      form={form}
      className="space-y-6"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        form.reset(toCoachSettingsForm(saved));
        toast({ title: "Coach settings saved", description: "They apply to the next message.", variant: "success" });
      }}
    >
      <Card className="space-y-4 p-4">
        <h2 className="font-semibold">How the coach answers</h2>
        <Field
          name="systemPrompt"
          label="System prompt"
          multiline
          rows={9}
          hint="Sent to the model before every conversation: who the coach is, what it does and what it avoids."
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field name="tone" label="Tone" select>
            {coachTones.map((tone) => (
              <option key={tone} value={tone}>
                {coachToneLabels[tone]}
              </option>
            ))}
          </Field>
          <Field
            name="dailyMessageLimit"
            label="Messages per member per day"
            type="number"
            min={1}
            inputMode="numeric"
          />
          <Field
            name="historyMessages"
            label="Earlier messages sent along"
            type="number"
            min={0}
            inputMode="numeric"
            hint="More context, longer (and costlier) requests."
          />
        </div>
      </Card>

      <div className="space-y-4">
        <h2 className="font-semibold">Playbooks</h2>
        <p className="text-sm text-muted-foreground">
          The offline coach answers with these, built from the member's tasks; with a model they steer its answer.
        </p>
        {settings.playbooks.map((playbook, index) => (
          // Named, so a screen reader says which playbook each Title or Introduction belongs to.
          <Card key={playbook.id} role="group" aria-label={playbook.title} className="space-y-3 p-4">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                {...form.register(`playbooks.${index}.isEnabled`)}
              />
              Offer “{playbook.title}” to members
            </label>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field name={`playbooks.${index}.title`} id={`playbook-${playbook.id}-title`} label="Title" />
              <Field
                name={`playbooks.${index}.description`}
                id={`playbook-${playbook.id}-description`}
                label="Description"
              />
            </div>
            <Field
              name={`playbooks.${index}.intro`}
              id={`playbook-${playbook.id}-intro`}
              label="Introduction"
              multiline
              rows={2}
            />
            <Field
              name={`playbooks.${index}.tips`}
              id={`playbook-${playbook.id}-tips`}
              label="Tips (one per line)"
              multiline
              rows={3}
            />
          </Card>
        ))}
      </div>
      <SubmitButton pendingLabel="Saving...">Save coach settings</SubmitButton>
    </Form>
  );
}
