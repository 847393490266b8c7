import type { StartGenieSessionInput } from "@promptloom/contracts/genie";
import { answerLengths, outputFormats, targetModels, toneChoices } from "@promptloom/contracts/prompt-engine";

import { Field } from "../../../components/form/field.tsx";
import { controlLabels, labelOf, sameLanguage } from "../option-labels.ts";

type Values = StartGenieSessionInput;

/** The languages offered for the answer; the request's own language is the default. */
const languages = [
  "English",
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Dutch",
  "Polish",
  "Japanese",
  "Chinese",
  "Korean",
  "Arabic",
  "Hindi",
];

/**
 * The Genie controls: which AI the prompt is for, and the tone, format, length and language of its
 * answer. The columns are as many as fit at a width where every choice reads in full.
 */
export function GenieControls() {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-3">
      <Field<Values> name="options.target" label={controlLabels.target} select>
        {targetModels.map((target) => (
          <option key={target} value={target}>
            {labelOf("target", target)}
          </option>
        ))}
      </Field>
      <Field<Values> name="options.tone" label={controlLabels.tone} select>
        {toneChoices.map((tone) => (
          <option key={tone} value={tone}>
            {labelOf("tone", tone)}
          </option>
        ))}
      </Field>
      <Field<Values> name="options.format" label={controlLabels.format} select>
        {outputFormats.map((format) => (
          <option key={format} value={format}>
            {labelOf("format", format)}
          </option>
        ))}
      </Field>
      <Field<Values> name="options.length" label={controlLabels.length} select>
        {answerLengths.map((length) => (
          <option key={length} value={length}>
            {labelOf("length", length)}
          </option>
        ))}
      </Field>
      <Field<Values> name="options.language" label={controlLabels.language} select>
        <option value="">{sameLanguage}</option>
        {languages.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </Field>
    </div>
  );
}
