import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("a text reworked for the member: summaries and translations", () => {
  it("keeps a summary to its text, apart from what it means for the member's own case", () => {
    expect(
      promptFor(
        "summary",
        "summarise this clause from my lease, what does it mean for me if I sublet? im in Glasgow if that changes anything",
        "7.1 The Tenant shall not assign, sublet or part with possession of the Property without the Landlord's prior written consent.",
      ),
    ).toMatch(/give your judgement of it apart/u);
  });

  it("translates into plain words for a worried reader, with no form of address to choose in English", () => {
    const plain = promptFor(
      "translation",
      "put this into simple english for my dad, the tax office sent it and he is worried",
      "Szanowny Panie, prosimy o uregulowanie zaległości w kwocie 420 zł do dnia 15 marca.",
    );
    expect(plain).toMatch(/short, plain sentences/u);
    expect(plain).not.toMatch(/form of address|line breaks/u);
    expect(promptFor("translation", "translate my wedding speech into Polish for my wife's grandparents")).toMatch(
      /form of address/u,
    );
  });
});
