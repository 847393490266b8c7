import type { PromptArgument } from "@modelcontextprotocol/sdk/types.js";
import type { McpPromptVariable } from "@promptloom/contracts/mcp";
import { parseTemplate, type TemplateValues } from "@promptloom/contracts/prompt-template";

/** A template's `{{variables}}`: required when free text without a default, with their choices. */
export const readVariables = (body: string): McpPromptVariable[] =>
  parseTemplate(body).variables.map((variable) => ({
    name: variable.name,
    label: variable.label,
    required: variable.defaultValue === null,
    defaultValue: variable.defaultValue,
    choices: variable.options,
  }));

const describe = (variable: McpPromptVariable) => {
  if (variable.choices.length > 0) {
    return `${variable.label}: one of ${variable.choices.join(", ")} (default ${variable.defaultValue ?? variable.choices[0]})`;
  }
  return variable.defaultValue === null ? variable.label : `${variable.label} (default ${variable.defaultValue})`;
};

/** The variables as the protocol's prompt arguments; choices go in the description (and completions). */
export const toPromptArguments = (body: string): PromptArgument[] =>
  readVariables(body).map((variable) => ({
    name: variable.name,
    description: describe(variable),
    required: variable.required,
  }));

/** The required variables the values leave blank. */
export const findMissing = (variables: McpPromptVariable[], values: TemplateValues): McpPromptVariable[] =>
  variables.filter((variable) => variable.required && !values[variable.name]?.trim());
