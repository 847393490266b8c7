import type { TargetModel } from "@promptloom/contracts/prompt-engine";

import { ASK_FIRST_LINE, type PromptSections } from "./prompt-sections.ts";

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join("\n");

/** ChatGPT and Gemini follow Markdown headings well. */
const renderMarkdown = (sections: PromptSections) => [
  `You are ${sections.role}.${sections.askFirst ? ` ${ASK_FIRST_LINE}` : ""}`,
  `## Task\n${sections.task}`,
  sections.context.length > 0 ? `## Context\n${bullets(sections.context)}` : null,
  sections.material ? `## ${sections.material.title}\n"""\n${sections.material.text}\n"""` : null,
  `## Requirements\n${bullets(sections.requirements)}`,
  `## Output format\n${sections.output}`,
  `## Tone\n${sections.tone}`,
];

const tagName = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "_")
    .replace(/^_|_$/gu, "");

/** Claude is trained to read XML-tagged sections. */
const renderXml = (sections: PromptSections) => [
  `You are ${sections.role}.${sections.askFirst ? ` ${ASK_FIRST_LINE}` : ""}`,
  `<task>\n${sections.task}\n</task>`,
  sections.context.length > 0 ? `<context>\n${bullets(sections.context)}\n</context>` : null,
  sections.material
    ? `<${tagName(sections.material.title)}>\n${sections.material.text}\n</${tagName(sections.material.title)}>`
    : null,
  `<requirements>\n${bullets(sections.requirements)}\n</requirements>`,
  `<output_format>\n${sections.output}\n</output_format>`,
  `<tone>${sections.tone}</tone>`,
];

/** Smaller open models do best with a plain, compact layout and numbered rules. */
const renderPlain = (sections: PromptSections) => [
  [
    `You are ${sections.role}.`,
    ...(sections.askFirst ? [ASK_FIRST_LINE] : []),
    `Task: ${sections.task}`,
    ...(sections.context.length > 0 ? [`Context: ${sections.context.join(" ")}`] : []),
  ].join("\n"),
  sections.material ? `${sections.material.title}:\n"""\n${sections.material.text}\n"""` : null,
  `Rules:\n${sections.requirements.map((line, index) => `${index + 1}. ${line}`).join("\n")}`,
  `Output format: ${sections.output}\nTone: ${sections.tone}`,
];

/** Lays the sections out in the form the chosen model family follows best. */
export const renderPrompt = (sections: PromptSections, target: TargetModel): string => {
  const parts =
    target === "claude" ? renderXml(sections) : target === "open" ? renderPlain(sections) : renderMarkdown(sections);
  return parts.filter((part) => part !== null).join("\n\n");
};
