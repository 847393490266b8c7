import { featuresHeroSchema, type FeaturesHeroState } from "@promptloom/contracts/features-hero";
import { featuresHeroLimits } from "@promptloom/contracts/site-content";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { focusMovedControl } from "../../../lib/focus-moved-control.ts";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useResetFeaturesHero, useSaveFeaturesHero } from "../api/features-hero.ts";
import { FeatureCardFields } from "./feature-card-fields.tsx";

const toValues = ({ hero, features }: FeaturesHeroState) => ({ hero, features });

const savedLine = (state: FeaturesHeroState) =>
  state.isDefault || !state.updatedAt
    ? "The home page shows the default text."
    : `Last saved ${new Date(state.updatedAt).toLocaleString()}.`;

/** The hero's four texts and the ten cards in their order; saving re-renders the public pages. */
export function FeaturesHeroEditor({ state }: { state: FeaturesHeroState }) {
  const save = useSaveFeaturesHero();
  const reset = useResetFeaturesHero();
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const form = useSchemaForm(featuresHeroSchema, { defaultValues: toValues(state) });
  const cards = useFieldArray({ control: form.control, name: "features" });

  const move = (from: number, to: number, button: "up" | "down") => {
    cards.move(from, to);
    const twin = button === "up" ? "down" : "up";
    focusMovedControl(`feature-${to}-${button}`, `feature-${to}-${twin}`);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{savedLine(state)}</p>
        <Button variant="outline" disabled={state.isDefault} onClick={() => setIsConfirmingReset(true)}>
          <RotateCcw aria-hidden="true" />
          Reset to defaults
        </Button>
      </div>
      <Form
        form={form}
        className="space-y-6"
        onSubmit={async (values) => {
          const saved = await save.mutateAsync(values);
          form.reset(toValues(saved));
          toast({
            title: "Home page saved",
            description: "The home and features pages show it now.",
            variant: "success",
          });
        }}
      >
        <fieldset className="space-y-4 rounded-lg border border-border p-4">
          <legend className="px-1 font-medium">Hero</legend>
          <Field name="hero.eyebrow" id="hero-eyebrow" label="Label" hint="The small line above the headline" />
          <div className="grid gap-4 md:grid-cols-2">
            <Field name="hero.title" id="hero-title" label="Headline" />
            <Field
              name="hero.highlight"
              id="hero-highlight"
              label="Highlight"
              hint="Shown after the headline in the brand gradient; may be empty"
            />
          </div>
          <Field
            name="hero.subtitle"
            id="hero-subtitle"
            label="Lead"
            multiline
            rows={3}
            hint={`Up to ${featuresHeroLimits.subtitleMax} characters`}
          />
        </fieldset>
        <section aria-labelledby="feature-cards-heading" className="space-y-3">
          <h2 id="feature-cards-heading" className="font-medium">
            Feature cards
          </h2>
          <p className="text-sm text-muted-foreground">In the order the home page shows them.</p>
          {cards.fields.map((card, index) => (
            <FeatureCardFields
              key={card.id}
              index={index}
              count={cards.fields.length}
              onMove={(to, button) => move(index, to, button)}
            />
          ))}
        </section>
        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-border bg-background/95 py-3">
          <Button variant="outline" disabled={!form.formState.isDirty} onClick={() => form.reset(toValues(state))}>
            Discard changes
          </Button>
          <SubmitButton variant="gradient" pendingLabel="Saving...">
            Save home page
          </SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        open={isConfirmingReset}
        onOpenChange={setIsConfirmingReset}
        title="Reset the home page text?"
        description="The hero and all ten feature cards go back to the default text, icons and order."
        confirmLabel="Reset to defaults"
        pendingLabel="Resetting..."
        onConfirm={async () => {
          const defaults = await reset.mutateAsync(undefined);
          form.reset(toValues(defaults));
          toast({ title: "Home page reset to the defaults", variant: "success" });
        }}
      />
    </div>
  );
}
