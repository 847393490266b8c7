import type { GenieControls, GenieVersion } from "@promptloom/contracts/genie";
import { targetModelLabels } from "@promptloom/contracts/prompt-engine";

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const automatic = "Match my request";
export const sameLanguage = "Same as my request";

const formatLabels: Record<GenieControls["format"], string> = {
  auto: automatic,
  text: "Plain text",
  bullets: "Bullet points",
  table: "Table",
  json: "JSON",
};

/** The Genie controls' names, as their fields are labelled. */
export const controlLabels: Record<keyof GenieControls, string> = {
  target: "Written for",
  tone: "Tone",
  format: "Answer format",
  length: "Answer length",
  language: "Answer language",
};

/** A control's value as its option reads. */
export const labelOf = <Key extends keyof GenieControls>(key: Key, value: GenieControls[Key]): string => {
  switch (key) {
    case "target":
      return targetModelLabels[value as GenieControls["target"]];
    case "format":
      return formatLabels[value as GenieControls["format"]];
    case "language":
      return value === "" ? sameLanguage : String(value);
    default:
      return value === "auto" ? automatic : capitalize(String(value));
  }
};

/**
 * What a revision asked for, for its version button: the refinement, the controls it changed
 * ("Tone: Formal") and whether it answered Genie's questions.
 */
export const describeRevision = (version: GenieVersion): string =>
  [
    ...(version.refinement ? [version.refinement] : []),
    ...Object.entries(version.changedOptions).map(
      ([key, value]) =>
        `${controlLabels[key as keyof GenieControls]}: ${labelOf(key as keyof GenieControls, value as never)}`,
    ),
    ...(version.answers.length > 0 ? ["my answers"] : []),
  ].join(" · ");
