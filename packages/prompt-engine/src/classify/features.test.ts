import { describe, expect, it } from "vitest";

import { analyzeRequest } from "../engine.ts";
import { requestFeatures } from "./features.ts";

describe("what the classifier sees of a request", () => {
  it("reads a single idea after 'no', 'any' or 'bad' as a manner of speaking, not ideas asked for", () => {
    expect(requestFeatures("no idea what to charge for a church piano")).not.toContain("w:idea");
    expect(requestFeatures("one more idea for our chess club night")).toContain("w:idea");
    expect(
      analyzeRequest("is it a bad idea to run our quiz night and the raffle on the same evening? we're a small hall")
        ?.kind,
    ).not.toBe("brainstorm");
    expect(analyzeRequest("no idea what to charge for shoeing a pony, what's normal round here")?.kind).not.toBe(
      "brainstorm",
    );
    expect(analyzeRequest("any ideas for a name for our bell ringing newsletter?")?.kind).toBe("brainstorm");
  });
});
