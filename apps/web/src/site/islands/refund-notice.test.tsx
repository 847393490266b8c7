import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Component as RefundNotice } from "./refund-notice.tsx";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("RefundNotice", () => {
  it("tells a member sent from the members area that their account was refunded", () => {
    window.history.replaceState(null, "", "/refund?account=refunded");
    render(<RefundNotice />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your account has been refunded.Account Inactive - Contact support for assistance. Contact support",
    );
    expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/support");
  });

  it("stays out of the way for anyone else reading the policy", () => {
    window.history.replaceState(null, "", "/refund");
    render(<RefundNotice />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
