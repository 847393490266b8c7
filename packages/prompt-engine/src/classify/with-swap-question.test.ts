import { describe, expect, it } from "vitest";

import { withSwapQuestion } from "./with-swap-question.ts";

describe("a comparison that asks whether one can stand in for the other", () => {
  it("is a question when the member asks if they can swap or are the same", () => {
    expect(withSwapQuestion("comparison", "baking soda vs baking powder, can i swap them")).toBe("question");
    expect(withSwapQuestion("comparison", "ghee versus butter - could I use ghee in cookies?")).toBe("question");
    expect(withSwapQuestion("comparison", "Are 5W-30 and 10W-30 interchangeable in a 2012 Civic?")).toBe("question");
  });

  it("stays a comparison when the member chooses between them, or asks for a comparison", () => {
    expect(withSwapQuestion("comparison", "oat milk vs almond milk, which is better for lattes? can i swap")).toBe(
      "comparison",
    );
    expect(withSwapQuestion("comparison", "compare Roth and traditional IRA in a table")).toBe("comparison");
    expect(withSwapQuestion("advice", "can I swap my shift with Dana on Friday?")).toBe("advice");
  });
});
