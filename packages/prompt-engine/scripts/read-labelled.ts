import { readFile } from "node:fs/promises";

import { isKindId } from "../src/kinds.ts";

export const TRAINING_PATH = new URL("../data/training.jsonl", import.meta.url);
export const HELD_OUT_PATH = new URL("../data/held-out.jsonl", import.meta.url);

export type LabelledLine = { request: string; kind: string; facts?: string[] };

/** The labelled requests of a JSON-lines file; a line with an unknown kind is an error. */
export const readLabelled = async (path: URL): Promise<LabelledLine[]> =>
  (await readFile(path, "utf8"))
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const parsed = JSON.parse(line) as LabelledLine;
      if (typeof parsed.request !== "string" || !isKindId(parsed.kind))
        throw new Error(`${path.pathname}:${index + 1}: needs a request and a known kind, got ${line}`);
      return parsed;
    });
