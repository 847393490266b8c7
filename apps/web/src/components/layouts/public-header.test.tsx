import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { PublicHeader } from "./public-header.tsx";

const renderHeader = (onSignOut = vi.fn()) =>
  render(<PublicHeader session={{ status: "signed-in", isPaid: false }} currentPath="/" onSignOut={onSignOut} />);

describe("PublicHeader", () => {
  it("opens the mobile menu from its toggle and closes it with Escape, focus back on the toggle", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes the menu when one of its links is followed", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    const features = menu.querySelector<HTMLAnchorElement>('a[href="/features"]');
    features?.addEventListener("click", (event) => event.preventDefault());
    await user.click(features!);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("names the session for the stylesheet and signs out from either Sign Out", async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderHeader(onSignOut);
    expect(screen.getByRole("banner")).toHaveAttribute("data-session", "signed-in");
    expect(screen.getByRole("banner")).toHaveAttribute("data-paid", "false");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    for (const button of screen.getAllByRole("button", { name: "Sign Out" })) await user.click(button);
    expect(onSignOut).toHaveBeenCalledTimes(2);
  });
});
