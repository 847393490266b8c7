import { describe, expect, it } from "vitest";

import {
  fillTemplate,
  formatVariableLabel,
  hasUnfilledVariables,
  parseTemplate,
  templateBodySchema,
} from "./prompt-template.ts";

const messagesFor = (body: string) => parseTemplate(body).errors.map((error) => error.message);

describe("parseTemplate", () => {
  it("reads required text, text with a default and choices in order of appearance", () => {
    const { variables, errors } = parseTemplate(
      "Write to {{target_audience}} in {{length:about 150 words}} with a {{tone:friendly|formal|persuasive}} tone.",
    );
    expect(errors).toEqual([]);
    expect(variables).toEqual([
      { name: "target_audience", label: "Target audience", kind: "text", defaultValue: null, options: [] },
      { name: "length", label: "Length", kind: "text", defaultValue: "about 150 words", options: [] },
      {
        name: "tone",
        label: "Tone",
        kind: "choice",
        defaultValue: "friendly",
        options: ["friendly", "formal", "persuasive"],
      },
    ]);
  });

  it("trims defaults and options and splits only at the first colon", () => {
    const [ratio, tone] = parseTemplate("{{ratio:3:2|16:9}} {{tone: warm | direct }}").variables;
    expect(ratio?.options).toEqual(["3:2", "16:9"]);
    expect(tone).toMatchObject({ defaultValue: "warm", options: ["warm", "direct"] });
  });

  it("treats a repeated name as one field defined by its first occurrence", () => {
    const { variables, errors } = parseTemplate("{{topic:cats}} and {{topic}} and again {{topic:cats}}");
    expect(errors).toEqual([]);
    expect(variables).toHaveLength(1);
    expect(variables[0]?.defaultValue).toBe("cats");
  });

  it("reports a later occurrence that changes the definition", () => {
    expect(messagesFor("{{tone:warm|cool}}\n{{tone:cool|warm}}")).toEqual([
      'Line 2: "{{tone:cool|warm}}" redefines "tone", which line 1 already defines as "{{tone:warm|cool}}". Write {{tone}} to reuse it.',
    ]);
    expect(messagesFor("{{topic}} then {{topic:dogs}}")).toHaveLength(1);
  });

  it("keeps single braces, JSON and space-led double braces as plain text", () => {
    const body =
      'Return JSON like {"items": [{"id": 1}]} for {{input}}. Keep {{ jinja_var }} and style={{ color: "red" }}.';
    const { variables, errors } = parseTemplate(body);
    expect(errors).toEqual([]);
    expect(variables.map((variable) => variable.name)).toEqual(["input"]);
  });

  it("opens a placeholder with the last two braces of a longer run", () => {
    expect(parseTemplate("{{{name}}}").variables.map((variable) => variable.name)).toEqual(["name"]);
    expect(fillTemplate("{{{name}}}", { name: "Ada" })).toBe("{Ada}");
  });

  it("reads an escaped opening as literal braces", () => {
    const { variables, errors } = parseTemplate("Handlebars uses \\{{user}} syntax; fill {{topic}}.");
    expect(errors).toEqual([]);
    expect(variables.map((variable) => variable.name)).toEqual(["topic"]);
  });

  it("reports unclosed placeholders, including one closed only on a later line", () => {
    expect(messagesFor("Write about {{topic")).toEqual([
      'Line 1: "{{topic" is not closed. Add "}}", or write "\\{{" for literal braces.',
    ]);
    expect(messagesFor("{{topic\n}}")).toHaveLength(1);
    const unclosedThenValid = parseTemplate("{{topic and {{audience}}");
    expect(unclosedThenValid.errors).toHaveLength(1);
    expect(unclosedThenValid.variables.map((variable) => variable.name)).toEqual(["audience"]);
  });

  it("reports empty and malformed names with the rule to follow", () => {
    expect(messagesFor("{{}}")).toEqual(['Line 1: "{{}}" has no variable name.']);
    expect(messagesFor("{{:draft}}")).toEqual(['Line 1: "{{:draft}}" has no variable name.']);
    for (const bad of ["{{Target}}", "{{2x}}", "{{target-audience}}", "{{name }}", "{{_x}}"]) {
      expect(messagesFor(bad)[0]).toContain("Names use lowercase letters, digits and underscores");
    }
    expect(messagesFor(`{{${"a".repeat(41)}}}`)[0]).toContain("longer than 40 characters");
  });

  it("reports empty defaults, empty choices and repeated choices", () => {
    expect(messagesFor("{{tone:}}")[0]).toContain("has an empty default");
    expect(messagesFor("{{tone: }}")[0]).toContain("has an empty default");
    for (const bad of ["{{tone:a||b}}", "{{tone:|a}}", "{{tone:a|}}"]) {
      expect(messagesFor(bad)[0]).toContain("has an empty choice");
    }
    expect(messagesFor("{{tone:a|b|a}}")[0]).toContain('lists the choice "a" twice');
  });

  it("gives the line and position of each problem, in order", () => {
    const { errors } = parseTemplate("fine {{ok}}\n{{Bad}} and {{also:}}");
    expect(errors.map((error) => error.message.slice(0, 7))).toEqual(["Line 2:", "Line 2:"]);
    expect(errors.map((error) => [error.start, error.end])).toEqual([
      [12, 19],
      [24, 33],
    ]);
  });
});

describe("fillTemplate", () => {
  const body = "Hi {{name}}, a {{tone:warm|formal}} note about {{topic:pricing}}. Bye {{name}}.";

  it("uses values, then defaults, then a bracketed label for missing required fields", () => {
    expect(fillTemplate(body, { name: " Ada ", tone: "formal" })).toBe("Hi Ada, a formal note about pricing. Bye Ada.");
    expect(fillTemplate(body, { name: "  ", topic: "" })).toBe("Hi [Name], a warm note about pricing. Bye [Name].");
    expect(fillTemplate("For {{target_audience}}", {})).toBe("For [Target audience]");
  });

  it("inserts a choice value that is not among the options as given", () => {
    expect(fillTemplate("{{tone:warm|formal}}", { tone: "playful" })).toBe("playful");
  });

  it("uses the first definition's default for bare repeats", () => {
    expect(fillTemplate("{{topic}} / {{topic:x}}", {})).toBe("[Topic] / [Topic]");
    expect(fillTemplate("{{topic:x}} / {{topic}}", {})).toBe("x / x");
  });

  it("leaves plain braces, escapes and malformed placeholders as written", () => {
    expect(fillTemplate('{"a": {{value}}} \\{{raw}} {{ keep }} {{Bad}}', { value: "1" })).toBe(
      '{"a": 1} {{raw}} {{ keep }} {{Bad}}',
    );
  });
});

describe("hasUnfilledVariables", () => {
  it("is true only while a required field is blank", () => {
    const body = "{{name}} {{tone:warm|formal}} {{length:short}}";
    expect(hasUnfilledVariables(body, {})).toBe(true);
    expect(hasUnfilledVariables(body, { name: "   " })).toBe(true);
    expect(hasUnfilledVariables(body, { name: "Ada" })).toBe(false);
    expect(hasUnfilledVariables("No fields here.", {})).toBe(false);
  });
});

describe("formatVariableLabel", () => {
  it("turns snake_case into a sentence-case label", () => {
    expect(formatVariableLabel("target_audience")).toBe("Target audience");
    expect(formatVariableLabel("word_count_2")).toBe("Word count 2");
    expect(formatVariableLabel("a__b")).toBe("A b");
  });
});

describe("templateBodySchema", () => {
  it("accepts valid bodies and rejects each malformed placeholder with its message", () => {
    expect(templateBodySchema.safeParse("Plan a trip to {{city}} for {{days:3}} days.").success).toBe(true);
    const result = templateBodySchema.safeParse("{{city} and {{}} and {{tone:a||b}}");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Line 1: "{{city} and " is not closed. Add "}}", or write "\\{{" for literal braces.',
      'Line 1: "{{}}" has no variable name.',
      'Line 1: "{{tone:a||b}}" has an empty choice. Separate the options with a single "|".',
    ]);
  });
});
