import { readFile } from "node:fs/promises";

import { describe, expect, it } from "vitest";

import { trainKindModel } from "../src/classify/train.ts";
import { evaluateOffline, summarizeEvaluation } from "../src/evaluation/evaluate.ts";
import { HELD_OUT_PATH, readLabelled, TRAINING_PATH } from "./read-labelled.ts";
import { trainingFingerprint } from "./training-fingerprint.ts";

const key = (request: string) => request.toLowerCase().replace(/\s+/gu, " ").trim();

describe("the kind classifier", () => {
  it("is stored trained from today's data and code (npm run train -w packages/prompt-engine)", async () => {
    const stored = JSON.parse(await readFile(new URL("../src/classify/kind-model.json", import.meta.url), "utf8")) as {
      trainedFrom?: string;
    };
    expect(stored.trainedFrom).toBe(trainingFingerprint());
  });

  it("trains the same model twice from the same requests, so the fingerprint stands for the model", async () => {
    const sample = (await readLabelled(TRAINING_PATH)).filter((_, index) => index % 20 === 0);
    expect(JSON.stringify(trainKindModel(sample))).toBe(JSON.stringify(trainKindModel(sample)));
  });

  it("is never trained on the held-out requests", async () => {
    const training = new Set((await readLabelled(TRAINING_PATH)).map((entry) => key(entry.request)));
    const heldOut = await readLabelled(HELD_OUT_PATH);
    expect(heldOut.length).toBeGreaterThanOrEqual(100);
    expect(heldOut.filter((entry) => training.has(key(entry.request)))).toEqual([]);
  });

  it("finds the kind of held-out requests, rarely gives a wrong kind, and keeps their facts", async () => {
    const summary = summarizeEvaluation(evaluateOffline(await readLabelled(HELD_OUT_PATH)));
    // Most held-out requests come from writers whose phrasing the training set does not share;
    // the figures are docs/prompt-engine.md's, with a little room. A kind is used only from a
    // confidence of 0.97, where reviewers found its template helps more than it hurts, so about a
    // third get the neutral structure; the few wrong kinds left are mostly requests two labellers
    // would file apart (a week of dinners: a plan or recipes?).
    expect(summary.kindAccuracy).toBeGreaterThanOrEqual(68);
    expect(summary.wrongKind).toBeLessThanOrEqual(2);
    expect(summary.neutralShare).toBeLessThanOrEqual(34);
    expect(summary.factRetention).toBeGreaterThanOrEqual(95);
  });
});
