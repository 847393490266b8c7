import { renderPrompt } from "@promptloom/contracts/studio/render-prompt";
import { resolveChoices } from "@promptloom/contracts/studio/resolve-choices";
import type { StudioChoices } from "@promptloom/contracts/studio/studio-choices";
import type { PromptSyntax } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { useMemo } from "react";

/** The live preview: the shared generators run on every change, in the browser, with no request. */
export const useRenderedPrompt = (choices: StudioChoices, syntax: PromptSyntax, options: StudioOption[]) =>
  useMemo(() => renderPrompt(syntax, resolveChoices(choices, options)), [choices, syntax, options]);
