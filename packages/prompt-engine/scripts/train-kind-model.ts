/**
 * Trains the kind classifier from data/training.jsonl and writes src/classify/kind-model.json.
 * Run after changing the training data or the features: `npm run train -w packages/prompt-engine`.
 * A test fails while what it is trained from (trainedFrom) differs from the stored model's.
 */
import { writeFile } from "node:fs/promises";

import { trainKindModel } from "../src/classify/train.ts";
import { readLabelled, TRAINING_PATH } from "./read-labelled.ts";
import { trainingFingerprint } from "./training-fingerprint.ts";

export const MODEL_PATH = new URL("../src/classify/kind-model.json", import.meta.url);

const labelled = await readLabelled(TRAINING_PATH);
const model = trainKindModel(labelled);
// What it was trained from, so a test finds a model left untrained without training again.
await writeFile(MODEL_PATH, `${JSON.stringify({ ...model, trainedFrom: trainingFingerprint() })}\n`);
console.log(
  `Trained on ${labelled.length} requests; threshold ${model.threshold}; validation ${JSON.stringify(model.validation)}`,
);
