import { describe, expect, it } from "vitest";

import { withPermissionQuestion } from "./with-permission-question.ts";

describe("a question of what the member may or must do", () => {
  it("is a question, not steps, when it asks whether something must be done or can be done another way", () => {
    expect(
      withPermissionQuestion(
        "how-to",
        "Replaced the brake light bulb on my Fiesta and now a warning light is on. Do I need to go to the garage or will it clear itself?",
      ),
    ).toBe("question");
    expect(
      withPermissionQuestion("how-to", "how do I reset the warning light after changing a bulb on my Fiesta?"),
    ).toBe("how-to");
  });

  it("is answered as a question, not as advice with a first step", () => {
    expect(
      withPermissionQuestion("advice", "Can I claim my mom as a dependent if she gets $14,000/yr in social security?"),
    ).toBe("question");
    expect(withPermissionQuestion("advice", "do I have to report $600 of Venmo income from craft fairs?")).toBe(
      "question",
    );
    expect(withPermissionQuestion("advice", "am I allowed to withhold rent if the heat is broken in Ohio")).toBe(
      "question",
    );
  });

  it("stays advice when the member asks what to do, or asks for a talk", () => {
    expect(withPermissionQuestion("advice", "can I get some advice on my sister's wedding budget")).toBe("advice");
    expect(withPermissionQuestion("advice", "can I withhold rent? what should I do, the heat is out")).toBe("advice");
    expect(withPermissionQuestion("advice", "my boss keeps texting me at night, how do I handle it")).toBe("advice");
    expect(withPermissionQuestion("email", "can I get an email to my landlord about the heat")).toBe("email");
  });

  it("answers whether a fix of the member's own will do or someone else must come in", () => {
    expect(
      withPermissionQuestion(
        "how-to",
        "damp patch spreading behind the wardrobe in our rented flat. can we just paint over it or do we need to tell the agency",
      ),
    ).toBe("question");
    expect(withPermissionQuestion("how-to", "how do I paint over a damp patch so it doesn't come back")).toBe("how-to");
  });

  it("is a question when it follows the member's case, and advice when they ask what to do", () => {
    expect(
      withPermissionQuestion(
        "advice",
        "my landlord wants to show the flat to buyers every saturday. do i have to let them in?",
      ),
    ).toBe("question");
    expect(
      withPermissionQuestion(
        "advice",
        "my landlord wants to show the flat to buyers every saturday. do i have to let them in? what should i do",
      ),
    ).toBe("advice");
  });

  it("answers whether a claim or a rule holds, not the member's options", () => {
    expect(
      withPermissionQuestion(
        "advice",
        "is it true that under 16s can't do the 10k at our parkrun? a parent told me but our run director isn't sure",
      ),
    ).toBe("question");
    expect(
      withPermissionQuestion("advice", "is it true that under 16s can't do the 10k? what should i do about my son"),
    ).toBe("advice");
  });

  it("gives a ruling on a case the rules decide, not the member's options", () => {
    for (const request of [
      "netball league q: if the ball hits the post and comes straight back to the shooter, is that a replay or does the other team get it?",
      "bowls club argument, does it still count as a toucher if the wood falls into the ditch after?",
      "darts rules - what happens if you hit the wire on a double out",
    ])
      expect(withPermissionQuestion("advice", request)).toBe("question");
    expect(
      withPermissionQuestion(
        "advice",
        "if i hit the wire on a double out is that a bust or do i get it? should i appeal",
      ),
    ).toBe("advice");
  });
});
