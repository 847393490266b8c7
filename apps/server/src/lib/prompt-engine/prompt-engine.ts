import { refineOptionsSchema, type RefinedPrompt, type RefineOptionsInput } from "@promptloom/contracts/prompt-engine";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { AiError } from "../../providers/ai/ai-error.ts";
import { builtInEngine } from "../../providers/ai/offline/built-in-engine.ts";
import type { AiEvent, TextAiProvider } from "../../providers/ai/text-ai-provider.ts";
import { consumeAiQuota, recordAiTokens } from "./ai-quota.ts";
import { checkKeptFacts } from "./check-kept-facts.ts";
import { expandSubject, type ExpandSubjectInput } from "./expand-subject.ts";
import { findExamplePrompts } from "./find-example-prompts.ts";

export type RefineInput = {
  /** The member asking: the quota and token log are theirs. */
  userId: string;
  /** The rough request, as typed or transcribed. */
  request: string;
  options?: RefineOptionsInput;
  /** Earlier versions, oldest first, when `options.refinements` revise them (a Genie session). */
  previous?: string[];
  signal?: AbortSignal;
};

export type EngineEvent = { type: "delta"; text: string } | { type: "done"; result: RefinedPrompt };

export type PromptEngine = ReturnType<typeof createPromptEngine>;

/**
 * The one place refined prompts come from (voice, Genie, and any tool that refines a request): a
 * thin feature over the prompt engine package (@promptloom/prompt-engine), which reads the request.
 * With a language model it streams the model's prompt, after the member's daily quota allows it,
 * with relevant library prompts as examples, and logs the tokens; without one it returns the
 * built-in composer's prompt. Either way the result says what was asked for (`kind`, with the
 * engine's confidence), which of the request's facts the prompt keeps, which engine wrote it, and
 * the missing essentials worth asking the member about.
 */
export const createPromptEngine = (deps: {
  db: Database;
  textAi: TextAiProvider;
  logger: Logger;
  /** Language-model requests per member per day; 0 for no limit. */
  dailyQuota: number;
}) => {
  const { db, textAi, logger, dailyQuota } = deps;
  const usesModel = textAi.name !== "offline";

  /** Streams an AI call, charging it to the member and logging the tokens it used. */
  async function* metered(userId: string, feature: string, events: AsyncIterable<AiEvent>) {
    for await (const event of events) {
      if (event.type === "delta") {
        yield event.text;
        continue;
      }
      logger.info({ userId, feature, model: textAi.engineLabel, ...event }, "ai tokens");
      await recordAiTokens(db, userId, event);
    }
  }

  async function* refine(input: RefineInput): AsyncGenerator<EngineEvent> {
    const { analyzeRequest, questionsFor } = await builtInEngine();
    const analysis = analyzeRequest(input.request);
    if (!analysis) throw new AiError("empty_input");
    const options = refineOptionsSchema.parse(input.options ?? {});
    if (usesModel) await consumeAiQuota(db, input.userId, dailyQuota);
    const examples = usesModel ? await findExamplePrompts(db, analysis.request) : [];
    const events = textAi.composePrompt(
      { request: input.request, analysis, options, previous: input.previous ?? [], examples },
      { signal: input.signal },
    );
    let prompt = "";
    for await (const text of metered(input.userId, "refine", events)) {
      prompt += text;
      yield { type: "delta", text };
    }
    prompt = prompt.trim();
    if (prompt === "") throw new AiError("bad_response");
    const result = {
      prompt,
      kind: analysis.kind,
      ...checkKeptFacts(analysis.facts, prompt),
      engine: textAi.engineLabel,
      confidence: analysis.confidence,
      questions: questionsFor(
        analysis,
        options.answers.map((answer) => answer.id),
      ),
    };
    yield { type: "done", result };
  }

  return {
    /** "Built-in composer" or the model's name. */
    engineLabel: textAi.engineLabel,
    /** True when a language model writes the prompts (and Compare is available). */
    usesModel,
    refine,
    /** Runs `refine` to the end and returns its result, for callers that do not stream. */
    refineToEnd: async (input: RefineInput): Promise<RefinedPrompt> => {
      for await (const event of refine(input)) if (event.type === "done") return event.result;
      throw new AiError("bad_response");
    },
    /** Streams the model's own answer to a prompt (Compare). Each call counts against the quota. */
    answer: async function* (input: { userId: string; prompt: string; signal?: AbortSignal }) {
      if (!textAi.answer)
        throw new AiError("not_configured", "Compare needs a language model (set AI_BASE_URL or AI_API_KEY).");
      await consumeAiQuota(db, input.userId, dailyQuota);
      yield* metered(input.userId, "answer", textAi.answer(input.prompt, { signal: input.signal }));
    },
    /** A short image subject written out richly by the model (Prompt Studio); throws not_configured offline. */
    expandSubject: (input: ExpandSubjectInput) => expandSubject({ db, textAi, dailyQuota }, input),
  };
};
