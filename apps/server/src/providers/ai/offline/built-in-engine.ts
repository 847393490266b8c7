import type * as PromptEnginePackage from "@promptloom/prompt-engine";

let loading: Promise<typeof PromptEnginePackage> | undefined;

/**
 * The prompt engine package, loaded on its first use rather than at start-up: its classifier, NLP
 * tagger and tips hold about 35 MB of heap and take a few hundred milliseconds to load, which a
 * server that has not composed a prompt yet does not pay (docs/performance.md has the figures).
 */
export const builtInEngine = () => (loading ??= import("@promptloom/prompt-engine"));
