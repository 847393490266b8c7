import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { renderWithApp } from "../../testing/render.tsx";
import { SearchField } from "./search-field.tsx";

/** A screen that keeps the search in its state, as the app's screens keep it in the address. */
function SearchScreen() {
  const [q, setQ] = useState("");
  const [searches, setSearches] = useState(0);
  return (
    <>
      <SearchField
        value={q}
        label="Search prompts"
        onSearch={(text) => {
          setQ(text);
          setSearches((count) => count + 1);
        }}
      />
      <p>Searching for: {q || "nothing"}</p>
      <p>Searches: {searches}</p>
      <button type="button" onClick={() => setQ("")}>
        Clear filters
      </button>
    </>
  );
}

/** A screen whose address takes a moment to catch up with the search, as a router's can. */
function SlowScreen() {
  const [q, setQ] = useState("");
  return (
    <>
      <SearchField value={q} label="Search prompts" onSearch={(text) => setTimeout(() => setQ(text), 100)} />
      <p>Searching for: {q || "nothing"}</p>
    </>
  );
}

describe("SearchField", () => {
  it("searches once typing pauses and keeps the box focused, so typing carries on", async () => {
    const { user } = renderWithApp(<SearchScreen />);
    const box = screen.getByRole("searchbox", { name: "Search prompts" });
    await user.type(box, "cold");
    await waitFor(() => expect(screen.getByText("Searching for: cold")).toBeVisible());
    expect(box).toHaveFocus();
    await user.keyboard(" email");
    await waitFor(() => expect(screen.getByText("Searching for: cold email")).toBeVisible());
    expect(screen.getByRole("searchbox", { name: "Search prompts" })).toHaveValue("cold email");
  });

  it("keeps what was typed after a search while that search comes back", async () => {
    const { user } = renderWithApp(<SlowScreen />);
    const box = screen.getByRole("searchbox", { name: "Search prompts" });
    await user.type(box, "cold{Enter}");
    await user.keyboard(" email");
    await waitFor(() => expect(screen.getByText("Searching for: cold")).toBeVisible());
    expect(box).toHaveValue("cold email");
    await waitFor(() => expect(screen.getByText("Searching for: cold email")).toBeVisible());
  });

  it("searches at once on Enter", async () => {
    const { user } = renderWithApp(<SearchScreen />);
    await user.type(screen.getByRole("searchbox", { name: "Search prompts" }), "landing page{Enter}");
    expect(screen.getByText("Searching for: landing page")).toBeVisible();
  });

  it("reports a search once when Enter follows the typing pause, so the address gets one entry", async () => {
    const { user } = renderWithApp(<SearchScreen />);
    const box = screen.getByRole("searchbox", { name: "Search prompts" });
    await user.type(box, "refund");
    await waitFor(() => expect(screen.getByText("Searching for: refund")).toBeVisible());
    await user.keyboard("{Enter}");
    expect(screen.getByText("Searches: 1")).toBeVisible();
  });

  it("shows a search changed from outside instead of what was typed", async () => {
    const { user } = renderWithApp(<SearchScreen />);
    const box = screen.getByRole("searchbox", { name: "Search prompts" });
    await user.type(box, "invoice{Enter}");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(box).toHaveValue("");
    expect(screen.getByText("Searching for: nothing")).toBeVisible();
    await user.type(box, "invoice{Enter}");
    expect(screen.getByText("Searching for: invoice")).toBeVisible();
  });
});
