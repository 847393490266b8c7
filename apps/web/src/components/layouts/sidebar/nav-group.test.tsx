import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { navGroups } from "../../../config/app-screens.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { NavGroup } from "./nav-group.tsx";
import { SidebarProvider } from "./sidebar-context.tsx";

/** A phone: the sidebar is the drawer, where groups fold under their labels. */
const phone = (query: string) => ({
  matches: true,
  media: query,
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
});

beforeEach(() => {
  window.matchMedia = vi.fn(phone) as unknown as typeof window.matchMedia;
});

const adminGroup = navGroups.find((group) => group.id === "admin");

const renderAdminGroup = (path: string) => {
  if (!adminGroup) throw new Error("The admin group is missing");
  return renderWithApp(
    <SidebarProvider>
      <NavGroup group={adminGroup} />
    </SidebarProvider>,
    { path },
  );
};

describe("NavGroup", () => {
  it("stays folded on a screen outside the group, and opens on its label", async () => {
    const { user } = renderAdminGroup("/app/dashboard");
    expect(screen.queryByRole("link", { name: "Colors" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Admin Panel" }));
    expect(screen.getByRole("link", { name: "Colors" })).toBeVisible();
  });

  it("starts open on one of its own screens, with that screen marked as the current page", () => {
    renderAdminGroup("/app/admin/colors");
    expect(screen.getByRole("link", { name: "Colors" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Overview" })).toBeVisible();
  });

  it("starts open on a screen under its own that it does not list (the support inbox)", () => {
    renderAdminGroup("/app/admin/support");
    expect(screen.getByRole("link", { name: "Colors" })).toBeVisible();
  });
});
