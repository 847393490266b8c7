import { describe, expect, it } from "vitest";

import { withMathProblem } from "./with-math-problem.ts";

describe("a maths problem read as a how-to", () => {
  it("is explained, not given tools and safety warnings", () => {
    expect(withMathProblem("how-to", "how do i solve 2x + 6 = 20, show each step")).toBe("explanation");
    expect(withMathProblem("how-to", "how do you factorise x^2 + 7x + 12")).toBe("explanation");
  });

  it("leaves other how-tos and other kinds alone", () => {
    expect(withMathProblem("how-to", "how do i fit a 2x4 shelf bracket to a plaster wall")).toBe("how-to");
    expect(withMathProblem("quiz", "quiz me on solving quadratic equations")).toBe("quiz");
  });
});
