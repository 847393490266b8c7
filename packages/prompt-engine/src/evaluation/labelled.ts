import { isKindId } from "../kinds.ts";

/** A labelled request: what the member typed, the kind a reader expects, and (held-out) the facts to keep. */
export type LabelledRequest = { request: string; kind: string; facts?: string[] };

/** The labelled requests of a JSON-lines text; a line without a request or with an unknown kind is an error. */
export const parseLabelled = (text: string, source: string): LabelledRequest[] =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const parsed = JSON.parse(line) as LabelledRequest;
      if (typeof parsed.request !== "string" || !isKindId(parsed.kind))
        throw new Error(`${source}:${index + 1}: needs a request and a known kind, got ${line}`);
      return parsed;
    });
