import { describe, expect, it } from "vitest";

import { withWrittenForm } from "./with-written-form.ts";

describe("a speech is words to be heard", () => {
  it("writes an invitation, not a speech at the party it invites to", () => {
    expect(
      withWrittenForm("speech", "invitation for our neighbour's 80th birthday party in the village hall, make it warm"),
    ).toBe("message");
    expect(withWrittenForm("speech", "write an invite to my mum's retirement do, saturday 3pm at the golf club")).toBe(
      "message",
    );
    expect(withWrittenForm("speech", "a speech for my mum's retirement party, she loved the invitation we sent")).toBe(
      "speech",
    );
  });

  it("keeps a speech to what is heard, and reads a written guide that tells what to say as no speech", () => {
    expect(
      withWrittenForm(
        "speech",
        "a one page guide for new helpers at the food bank on what to say and not say when someone is ashamed to ask",
      ),
    ).toBe("neutral");
    expect(withWrittenForm("speech", "what do i say when i open the quiz night, about a minute")).toBe("speech");
    expect(withWrittenForm("speech", "words for the start of our podcast, warm, two hosts")).toBe("speech");
  });

  it("drafts a quiz league's rules as rules, not a quiz", () => {
    expect(
      withWrittenForm("quiz", "can you draft the rules for our pub quiz league, 6 teams, what happens on a tie"),
    ).toBe("neutral");
    expect(withWrittenForm("quiz", "a 20 question quiz on the rules of cricket for our juniors")).toBe("quiz");
  });

  it("drafts rules the member lists as rules to write, not points to summarise", () => {
    expect(
      withWrittenForm(
        "summary",
        "need some house rules for the village hall kitchen: wash up your own mugs, fridge cleared fridays, no fryers, keep it friendly",
      ),
    ).toBe("neutral");
    expect(
      withWrittenForm("summary", "sum up these meeting notes about the new kitchen rules for the newsletter"),
    ).toBe("summary");
  });

  it("writes reports on pupils as a few lines each, not an essay", () => {
    expect(
      withWrittenForm("essay", "end of year reports for my 6 swimming pupils, 50 words each, kind but honest"),
    ).toBe("neutral");
    expect(withWrittenForm("essay", "essay on the causes of the 1926 general strike, 1500 words")).toBe("essay");
  });
});
