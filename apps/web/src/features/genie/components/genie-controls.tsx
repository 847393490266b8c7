import type { StartGenieSessionInput } from "@promptloom/contracts/genie";
import {
  answerLengths,
  outputFormats,
  targetModelLabels,
  targetModels,
  toneChoices,
} from "@promptloom/contracts/prompt-engine";

import { Field } from "../../../components/form/field.tsx";

type Values = StartGenieSessionInput;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const automatic = "Match my request";
const formatLabels: Record<(typeof outputFormats)[number], string> = {
  auto: automatic,
  text: "Plain text",
  bullets: "Bullet points",
  table: "Table",
  json: "JSON",
};
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

/** The Genie controls: which AI the prompt is for, and the tone, format, length and language of its answer. */
export function GenieControls() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Field<Values> name="options.target" label="Written for" select>
        {targetModels.map((target) => (
          <option key={target} value={target}>
            {targetModelLabels[target]}
          </option>
        ))}
      </Field>
      <Field<Values> name="options.tone" label="Tone" select>
        {toneChoices.map((tone) => (
          <option key={tone} value={tone}>
            {tone === "auto" ? automatic : capitalize(tone)}
          </option>
        ))}
      </Field>
      <Field<Values> name="options.format" label="Answer format" select>
        {outputFormats.map((format) => (
          <option key={format} value={format}>
            {formatLabels[format]}
          </option>
        ))}
      </Field>
      <Field<Values> name="options.length" label="Answer length" select>
        {answerLengths.map((length) => (
          <option key={length} value={length}>
            {length === "auto" ? automatic : capitalize(length)}
          </option>
        ))}
      </Field>
      <Field<Values> name="options.language" label="Answer language" select>
        <option value="">Same as my request</option>
        {languages.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </Field>
    </div>
  );
}
