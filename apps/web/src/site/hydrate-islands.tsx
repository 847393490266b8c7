import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

import { islandIdPrefix, islands, type IslandName } from "./islands.ts";

const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && name in islands;

/** Hydrates one prerendered island in place with the props it was rendered with. */
const hydrateIsland = async (element: HTMLElement) => {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
  const Component = (await islands[name]()).Component as ComponentType<object>;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  hydrateRoot(
    element,
    <StrictMode>
      <Component {...props} />
    </StrictMode>,
    { identifierPrefix: islandIdPrefix(name) },
  );
};

/**
 * Hydrates the page's React islands (a form, a notice). Each starts on its own; if one cannot, it
 * and the rest of the page stay readable as prerendered.
 */
export const hydrateIslands = (elements: Iterable<HTMLElement>) => {
  for (const element of elements) hydrateIsland(element).catch((error: unknown) => console.error(error));
};
