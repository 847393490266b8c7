export { analyzeRequest, composeAnalysis, questionsFor, refineRequest } from "./engine.ts";
export type { EngineResult, RequestAnalysis } from "./engine.ts";
export { kindIds, NEUTRAL_KIND, isKindId } from "./kinds.ts";
export type { KindId } from "./kinds.ts";
export { kindModel } from "./classify/classify-kind.ts";
