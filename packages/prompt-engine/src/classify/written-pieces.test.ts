import { describe, expect, it } from "vitest";

import { withWrittenForm } from "./with-written-form.ts";

describe("cards, labels, letters and terms named as the thing to write", () => {
  it("reads the words printed on a card, a label or a sign as copy to print, not a text message", () => {
    expect(withWrittenForm("message", "piercing aftercare card text for the studio, short and clear")).toBe("neutral");
    expect(withWrittenForm("message", "label copy for our chilli jam jars, fun but not silly")).toBe("neutral");
    expect(withWrittenForm("message", "a text to my piercing client saying her aftercare card is ready")).toBe(
      "message",
    );
  });

  it("reads a card or a note of thanks or sympathy as a card's few lines, not an e-mail", () => {
    expect(withWrittenForm("email", "a sympathy card for the Okafor family from all of us at the surgery")).toBe(
      "message",
    );
    expect(withWrittenForm("email", "thank you note for our lollipop lady who is retiring, from class 3")).toBe(
      "message",
    );
    expect(withWrittenForm("email", "a thank you email to the Okafor family for the donation")).toBe("email");
  });

  it("reads a letter named first as a letter to write", () => {
    expect(withWrittenForm("neutral", "complaint letter to the water board about the burst main on Kerry Road")).toBe(
      "email",
    );
    expect(withWrittenForm("neutral", "cover letter for a barista job at Java Hut")).toBe("neutral");
  });

  it("reads terms and conditions to draw up as a document, not a message", () => {
    expect(
      withWrittenForm("message", "can u write booking T&Cs for my face painting business, 25% deposit, one page"),
    ).toBe("neutral");
  });

  it("reads a formal complaint to write as a letter, not a chat message", () => {
    expect(withWrittenForm("message", "write this as a formal complaint to my landlord in german")).toBe("email");
  });

  it("reads a caption for a poster as words to print, not a social post", () => {
    expect(withWrittenForm("social-post", "caption for our missing dog poster, brown spaniel called Bess")).toBe(
      "neutral",
    );
  });
});
