import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { DemoFrame } from "./demo-frame.tsx";

describe("DemoFrame", () => {
  it("names the product being paid for, with its mark, above the demo notice", () => {
    render(
      <DemoFrame title="Checkout">
        <p>Pay</p>
      </DemoFrame>,
    );
    expect(screen.getByText("Promptloom", { selector: "span" })).toBeVisible();
    expect(screen.getByText("Demo payments: no card is charged")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Checkout" })).toBeVisible();
  });
});
