import { studioLimits } from "@promptloom/contracts/studio/studio-choices";
import { studioGroupInfo, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import { aspectRatioPattern } from "@promptloom/contracts/studio/studio-options";
import { useId, useMemo } from "react";
import { z } from "zod";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import type { StudioBuilderAction } from "../studio-builder-state.ts";

/** The member's own words for a group: within the studio's length, and a ratio for the aspect group. */
const ownWordsSchema = (group: StudioGroup) =>
  z.object({
    text: z
      .string()
      .trim()
      .min(1, "Type your own words first")
      .max(studioLimits.customTextMaxLength, `Keep your own words under ${studioLimits.customTextMaxLength} characters`)
      .refine((text) => group !== "aspect" || aspectRatioPattern.test(text), {
        message: "An aspect ratio is two whole numbers like 16:9",
      }),
  });

/** The member's own words for a group, when no option says it. */
export function OwnWordsForm({
  group,
  isFull,
  dispatch,
}: {
  group: StudioGroup;
  isFull: boolean;
  dispatch: (action: StudioBuilderAction) => void;
}) {
  const form = useSchemaForm(
    useMemo(() => ownWordsSchema(group), [group]),
    { defaultValues: { text: "" } },
  );
  // One form per group on the page: each field needs an id of its own.
  const id = useId();
  const label = studioGroupInfo[group].label;

  return (
    <Form
      form={form}
      className="space-y-2"
      onSubmit={({ text }) => {
        dispatch({ type: "addOwnWords", group, text });
        form.reset();
      }}
    >
      <Field
        name="text"
        id={id}
        label={`Your own words for ${label.toLowerCase()}`}
        disabled={isFull}
        placeholder={group === "aspect" ? "e.g. 5:4" : "e.g. something no option says"}
      />
      <SubmitButton variant="secondary" size="sm" disabled={isFull}>
        Add
      </SubmitButton>
    </Form>
  );
}
