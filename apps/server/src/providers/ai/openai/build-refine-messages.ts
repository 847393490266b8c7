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

const firstMessage = (input: ComposeInput) =>
  [
    "Rough request:",
    "<<<",
    input.request.trim(),
    ">>>",
    "",
    `Deliverable it appears to ask for: ${input.analysis.kind === "neutral" ? "unclear — decide from the request" : input.analysis.kind}`,
    ...(input.analysis.facts.length > 0 ? [`Facts to keep exactly: ${input.analysis.facts.join(" · ")}`] : []),
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
 * The conversation for the model: the request with what the engine found, then each earlier
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
