import { describe, expect, it } from "vitest";

import { withLetterToUnderstand, withPlainWords } from "./with-letter-to-understand.ts";

describe("a letter the member asks to understand", () => {
  it("is a question to answer, not a decision to weigh", () => {
    expect(
      withLetterToUnderstand(
        "advice",
        'Got this from the IRS and I don\'t understand it, do I owe them? "CP2000 proposed amount due $412"',
      ),
    ).toBe("question");
    expect(withLetterToUnderstand("advice", "what does this letter from the council mean? it says section 21")).toBe(
      "question",
    );
  });

  it("is a question, not a summary, when the member says they don't understand what was sent", () => {
    expect(
      withLetterToUnderstand(
        "summary",
        "the allotment trustees sent this and i can't make sense of it, can you explain what it means for us",
      ),
    ).toBe("question");
    expect(withLetterToUnderstand("summary", "summarise this email from the trustees in 3 bullets")).toBe("summary");
    // A summary asked for by name stays one, its terms explained.
    expect(withLetterToUnderstand("summary", "can you sum up the surveyor's report, i can't make sense of it")).toBe(
      "summary",
    );
  });

  it("stays advice when the member asks what to do, and leaves other kinds alone", () => {
    expect(withLetterToUnderstand("advice", "I don't understand this letter from my landlord, what should I do?")).toBe(
      "advice",
    );
    expect(withLetterToUnderstand("explanation", "I don't understand how compound interest works")).toBe("explanation");
  });

  it("is a question about the text, not a translation, when plain English is asked for", () => {
    expect(
      withPlainWords("translation", "what does this tribunal letter mean in plain English? do I have to go in person"),
    ).toBe("question");
    expect(
      withPlainWords("translation", "put this council notice in plain English and then into Polish for my dad"),
    ).toBe("translation");
  });

  it("reads a pasted letter the member asks to have explained as a question about it, not a topic to teach", () => {
    expect(
      withLetterToUnderstand(
        "explanation",
        "my dad got this letter and hes worried, can u explain in simple words what it means",
        "Dear Tenant, under clause 4 of your agreement the rent will be reviewed on 1 April.",
      ),
    ).toBe("question");
  });
});
