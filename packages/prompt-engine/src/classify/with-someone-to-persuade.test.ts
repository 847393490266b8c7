import { describe, expect, it } from "vitest";

import { withSomeoneToPersuade } from "./with-someone-to-persuade.ts";

describe("getting another person to act", () => {
  it("is advice, not steps with tools and materials", () => {
    expect(
      withSomeoneToPersuade(
        "how-to",
        "The damp in our flat in Cardiff keeps coming back. Whose job is it and how do I get the letting agent to fix it properly?",
      ),
    ).toBe("advice");
    expect(withSomeoneToPersuade("how-to", "how can we convince the school to move the bus stop?")).toBe("advice");
  });

  it("leaves a how-to about a thing as it is", () => {
    expect(withSomeoneToPersuade("how-to", "how do I get the mould off the bathroom ceiling?")).toBe("how-to");
    expect(withSomeoneToPersuade("question", "how do I get my landlord to fix the boiler?")).toBe("question");
  });
});
