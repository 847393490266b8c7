import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderWithApp } from "../testing/render.tsx";
import { useSetSearchParam } from "./use-set-search-param.ts";

/** Two changes made before the page renders again: a search reported as typing pauses, then a filter. */
function SearchThenFilter() {
  const setParam = useSetSearchParam();
  return (
    <button
      type="button"
      onClick={() => {
        setParam("q", "", true);
        setParam("kind", "download");
      }}
    >
      Downloads
    </button>
  );
}

describe("useSetSearchParam", () => {
  it("keeps each of two changes made before the page renders again", async () => {
    const { user, router } = renderWithApp(<SearchThenFilter />, { path: "/app/resources?q=midjourney&tag=images" });
    await user.click(screen.getByRole("button", { name: "Downloads" }));
    await expect.poll(() => router.state.location.search).toBe("?tag=images&kind=download");
  });

  it("adds no history entry when the value is the one the address has", async () => {
    const { user, router } = renderWithApp(<SearchThenFilter />, { path: "/app/resources?kind=download" });
    await user.click(screen.getByRole("button", { name: "Downloads" }));
    await expect.poll(() => router.state.historyAction).toBe("REPLACE");
  });
});
