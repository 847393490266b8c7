import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { renderWithApp } from "../../testing/render.tsx";
import { TabBar, TabPanel } from "./tab-bar.tsx";

const tabs = [
  { id: "today", label: "Today" },
  { id: "upcoming", label: "Upcoming" },
  { id: "done", label: "Done" },
] as const;

function Tasks() {
  const [active, setActive] = useState<(typeof tabs)[number]["id"]>("today");
  return (
    <>
      <TabBar label="Tasks" panelId="tasks-panel" tabs={tabs} active={active} onSelect={setActive} />
      <TabPanel id="tasks-panel" active={active}>
        Showing {active}
      </TabPanel>
    </>
  );
}

describe("TabBar", () => {
  it("names its panel by the chosen tab and keeps only that tab in the Tab order", async () => {
    const { user } = renderWithApp(<Tasks />);
    expect(screen.getByRole("tablist", { name: "Tasks" })).toBeVisible();
    expect(screen.getByRole("tabpanel", { name: "Today" })).toHaveTextContent("Showing today");
    await user.tab();
    expect(screen.getByRole("tab", { name: "Today" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tab", { name: "Upcoming" })).not.toHaveFocus();

    await user.click(screen.getByRole("tab", { name: "Done" }));
    expect(screen.getByRole("tab", { name: "Done" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Done" })).toHaveTextContent("Showing done");
  });

  it("moves to and chooses a tab with the arrow keys, Home and End, wrapping round", async () => {
    const { user } = renderWithApp(<Tasks />);
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Upcoming" })).toBeVisible();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Done" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Today" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Done" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tabpanel", { name: "Today" })).toHaveTextContent("Showing today");
  });
});
