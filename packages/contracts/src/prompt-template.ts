import { z } from "zod";

/**
 * The prompt-template language shared by the library, the editor and the copy dialog.
 *
 * - `{{name}}` is a required free-text field; `{{name:default text}}` has a default;
 *   `{{name:a|b|c}}` is a choice whose first option is the default. Text after the first `:` is
 *   the default, so `{{ratio:3:2|16:9}}` offers "3:2" and "16:9". Defaults and options are
 *   trimmed; an empty default, an empty option or a repeated option is an error.
 * - Names are snake_case (`[a-z][a-z0-9_]*`, at most 40 characters). A name may repeat: it is one
 *   field, defined by its first occurrence; later occurrences are written bare (`{{name}}`) or
 *   repeat the same definition, anything else is an error.
 * - A placeholder opens with `{{` followed directly by a non-space character and closes at the
 *   next `}}` on the same line. Single braces are plain text, so JSON examples need no escaping.
 *   `{{` followed by a space or line end is plain text too, which lets Jinja, Go templates and
 *   JSX (`style={{ color: "red" }}`) pass through. In a run of three or more braces the last two
 *   open the placeholder. `\{{` is a literal `{{` (the backslash is dropped when filling).
 */

export type TemplateVariableKind = "text" | "choice";

export type TemplateVariable = {
  name: string;
  /** "target_audience" is shown as "Target audience". */
  label: string;
  kind: TemplateVariableKind;
  /** null when the field is required: free text without a default. */
  defaultValue: string | null;
  /** The choices, in order; empty for free text. */
  options: string[];
};

export type TemplateError = { message: string; start: number; end: number };

export type TemplateValues = Readonly<Record<string, string | undefined>>;

type Definition = Pick<TemplateVariable, "kind" | "defaultValue" | "options">;
type Placeholder = { name: string; definition: Definition | null; raw: string; start: number };
type Segment = { text: string } | { placeholder: Placeholder };

const namePattern = /^[a-z][a-z0-9_]*$/;
const maxNameLength = 40;
const literalOpen = "\\{{";

export const formatVariableLabel = (name: string): string => {
  const words = name.split("_").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const lineOf = (body: string, index: number) => body.slice(0, index).split("\n").length;

const quote = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

const parseDefinition = (spec: string): Definition | string => {
  if (!spec.includes("|")) {
    const defaultValue = spec.trim();
    if (!defaultValue) return 'has an empty default. Remove the ":" or write a default after it.';
    return { kind: "text", defaultValue, options: [] };
  }
  const options = spec.split("|").map((option) => option.trim());
  if (options.some((option) => !option)) return 'has an empty choice. Separate the options with a single "|".';
  const repeated = options.find((option, index) => options.indexOf(option) !== index);
  if (repeated) return `lists the choice "${repeated}" twice.`;
  return { kind: "choice", defaultValue: options[0] ?? null, options };
};

/** Parses the text between `{{` and `}}`; returns a problem description when it is malformed. */
const parsePlaceholder = (inner: string): Omit<Placeholder, "raw" | "start"> | string => {
  const colon = inner.indexOf(":");
  const name = colon === -1 ? inner : inner.slice(0, colon);
  if (!name) return "has no variable name.";
  if (!namePattern.test(name)) {
    return `uses "${name}" as a name. Names use lowercase letters, digits and underscores and start with a letter, like target_audience.`;
  }
  if (name.length > maxNameLength) return `has a name longer than ${maxNameLength} characters.`;
  if (colon === -1) return { name, definition: null };
  const definition = parseDefinition(inner.slice(colon + 1));
  return typeof definition === "string" ? definition : { name, definition };
};

const tokenize = (body: string): { segments: Segment[]; errors: TemplateError[] } => {
  const segments: Segment[] = [];
  const errors: TemplateError[] = [];
  let text = "";
  const fail = (start: number, end: number, problem: string) =>
    errors.push({ message: `Line ${lineOf(body, start)}: "${quote(body.slice(start, end))}" ${problem}`, start, end });

  let index = 0;
  while (index < body.length) {
    if (body.startsWith(literalOpen, index)) {
      text += "{{";
      index += literalOpen.length;
      continue;
    }
    const after = body[index + 2];
    if (!body.startsWith("{{", index) || after === undefined || /\s/.test(after)) {
      text += body[index];
      index += 1;
      continue;
    }
    if (after === "{") {
      text += "{";
      index += 1;
      continue;
    }
    const close = body.indexOf("}}", index + 2);
    const lineEnd = body.indexOf("\n", index + 2);
    const nextOpen = body.indexOf("{{", index + 2);
    const isUnclosed = close === -1 || (lineEnd !== -1 && lineEnd < close) || (nextOpen !== -1 && nextOpen < close);
    if (isUnclosed) {
      const end = [lineEnd, nextOpen, body.length].filter((at) => at !== -1).reduce((a, b) => Math.min(a, b));
      fail(index, end, 'is not closed. Add "}}", or write "\\{{" for literal braces.');
      text += "{{";
      index += 2;
      continue;
    }
    const raw = body.slice(index, close + 2);
    const parsed = parsePlaceholder(body.slice(index + 2, close));
    if (typeof parsed === "string") {
      fail(index, close + 2, parsed);
      text += raw;
    } else {
      if (text) segments.push({ text });
      text = "";
      segments.push({ placeholder: { ...parsed, raw, start: index } });
    }
    index = close + 2;
  }
  if (text) segments.push({ text });
  return { segments, errors };
};

const isSameDefinition = (a: Definition, b: Definition) =>
  a.kind === b.kind && a.defaultValue === b.defaultValue && a.options.join("|") === b.options.join("|");

const collectVariables = (body: string, segments: Segment[], errors: TemplateError[]): TemplateVariable[] => {
  const firstSeen = new Map<string, Placeholder>();
  const variables: TemplateVariable[] = [];
  for (const segment of segments) {
    if (!("placeholder" in segment)) continue;
    const placeholder = segment.placeholder;
    const first = firstSeen.get(placeholder.name);
    if (!first) {
      firstSeen.set(placeholder.name, placeholder);
      const definition = placeholder.definition ?? { kind: "text", defaultValue: null, options: [] };
      variables.push({ name: placeholder.name, label: formatVariableLabel(placeholder.name), ...definition });
      continue;
    }
    const redefines =
      placeholder.definition && (!first.definition || !isSameDefinition(first.definition, placeholder.definition));
    if (redefines) {
      const start = placeholder.start;
      const end = start + placeholder.raw.length;
      errors.push({
        message: `Line ${lineOf(body, start)}: "${placeholder.raw}" redefines "${placeholder.name}", which line ${lineOf(body, first.start)} already defines as "${first.raw}". Write {{${placeholder.name}}} to reuse it.`,
        start,
        end,
      });
    }
  }
  return variables;
};

/** The fields a body asks for, in order of first appearance, and every problem with its placeholders. */
export const parseTemplate = (body: string): { variables: TemplateVariable[]; errors: TemplateError[] } => {
  const { segments, errors } = tokenize(body);
  const variables = collectVariables(body, segments, errors);
  return { variables, errors: errors.sort((a, b) => a.start - b.start) };
};

const providedValue = (values: TemplateValues, name: string) => values[name]?.trim() || null;

/**
 * Replaces every placeholder with the member's value (trimmed), else its default, else
 * `[Label]`, a bracketed reminder that AI models and people both read as "fill this in".
 * Values for choices are inserted as given: the options are what the form offers, not a limit.
 * Malformed placeholders are left exactly as written.
 */
export const fillTemplate = (body: string, values: TemplateValues): string => {
  const { segments } = tokenize(body);
  const variables = new Map(collectVariables(body, segments, []).map((variable) => [variable.name, variable]));
  return segments
    .map((segment) => {
      if ("text" in segment) return segment.text;
      const { name } = segment.placeholder;
      const variable = variables.get(name);
      return providedValue(values, name) ?? variable?.defaultValue ?? `[${formatVariableLabel(name)}]`;
    })
    .join("");
};

/** True while a required field (free text without a default) has no non-blank value. */
export const hasUnfilledVariables = (body: string, values: TemplateValues): boolean =>
  parseTemplate(body).variables.some(
    (variable) => variable.defaultValue === null && providedValue(values, variable.name) === null,
  );

export const templateBodySchema = z.string().superRefine((body, context) => {
  for (const error of parseTemplate(body).errors) context.addIssue({ code: "custom", message: error.message });
});
