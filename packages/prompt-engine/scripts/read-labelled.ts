import { readFile } from "node:fs/promises";

import { parseLabelled, type LabelledRequest } from "../src/evaluation/labelled.ts";

export const TRAINING_PATH = new URL("../data/training.jsonl", import.meta.url);
/** Frozen: never trained or tuned on; only scored. */
export const HELD_OUT_PATH = new URL("../data/held-out.jsonl", import.meta.url);

/** The labelled requests of a JSON-lines file. */
export const readLabelled = async (path: URL): Promise<LabelledRequest[]> =>
  parseLabelled(await readFile(path, "utf8"), path.pathname);
