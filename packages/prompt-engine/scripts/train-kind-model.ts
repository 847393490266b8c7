/**
 * Trains the kind classifier from data/training.jsonl and writes src/classify/kind-model.json.
 * Run after changing the training data or the features: `npm run train -w packages/prompt-engine`.
 * A test fails while the stored model differs from what this script would write.
 */
import { writeFile } from "node:fs/promises";

import { trainKindModel } from "../src/classify/train.ts";
import { readLabelled, TRAINING_PATH } from "./read-labelled.ts";

export const MODEL_PATH = new URL("../src/classify/kind-model.json", import.meta.url);

const labelled = await readLabelled(TRAINING_PATH);
const model = trainKindModel(labelled);
await writeFile(MODEL_PATH, `${JSON.stringify(model)}\n`);
console.log(
  `Trained on ${labelled.length} requests; threshold ${model.threshold}; validation ${JSON.stringify(model.validation)}`,
);
