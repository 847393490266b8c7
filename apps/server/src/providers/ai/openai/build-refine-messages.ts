import { targetModelLabels } from "@promptloom/contracts/prompt-engine";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";

import type { ComposeInput } from "../text-ai-provider.ts";
import { refinePromptSystemPrompt } from "./prompt.ts";

const settingsOf = ({ options }: ComposeInput) =>
  [
    `Target assistant: ${targetModelLabels[options.target]}`,
    options.tone !== "auto" ? `Tone: ${options.tone}` : null,
    options.format !== "auto" ? `Answer format: ${options.format}` : null,
    options.length !== "auto" ? `Answer length: ${options.length}` : null,
    options.language ? `Language of the answer: ${options.language}` : null,
  ].filter(Boolean);

/** Below this confidence the engine's kind is a guess, and a guess would mislead the model. */
const kindHint = ({ analysis }: ComposeInput) =>
  analysis.kind === "neutral"
    ? []
    : [`Deliverable (the engine is ${Math.round(analysis.confidence * 100)}% sure): ${analysis.kind}`];

const answersOf = ({ options }: ComposeInput) =>
  options.answers.length === 0
    ? []
    : [
        "Answers the person gave to clarifying questions:",
        ...options.answers.map(({ id, answer }) => `- ${id}: ${answer}`),
      ];

const firstMessage = (input: ComposeInput) =>
  [
    "Rough request:",
    "<<<",
    input.request.trim(),
    ">>>",
    "",
    ...kindHint(input),
    ...(input.analysis.facts.length > 0 ? [`Facts to keep exactly: ${input.analysis.facts.join(" · ")}`] : []),
    ...answersOf(input),
    ...settingsOf(input),
    ...(input.examples.length > 0
      ? [
          "",
          "Similar well-written prompts from our library (quality reference only):",
          ...input.examples.map((example, index) => `--- Example ${index + 1} ---\n${example}`),
        ]
      : []),
  ].join("\n");

/**
 * The conversation for the model: the request with what the engine found — the kind only when it
 * is confident, facts only when there are real ones, the answers to its questions — then each earlier
 * version and the refinement asked of it, so "shorter" or "more formal" revise the last version.
 */
export const buildRefineMessages = (input: ComposeInput): ChatCompletionMessageParam[] => {
  const { refinements } = input.options;
  const messages: ChatCompletionMessageParam[] = [
    { role: "system", content: refinePromptSystemPrompt },
    { role: "user", content: firstMessage(input) },
  ];
  refinements.forEach((refinement, index) => {
    const version = input.previous[index];
    if (version) messages.push({ role: "assistant", content: version });
    messages.push({ role: "user", content: `Revise the prompt: ${refinement}` });
  });
  return messages;
};
