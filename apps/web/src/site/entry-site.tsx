import "../styles.css";
import "virtual:default-theme.css";

import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

import { startLiveTheme } from "../lib/live-theme.ts";
import { islandIdPrefix, islands, type IslandName } from "./islands.ts";
import { openSubscribeLinksInModal } from "./subscribe-links.ts";

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

// Each island starts on its own; if one cannot, it and the rest of the page stay readable as prerendered.
for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  hydrateIsland(element).catch((error: unknown) => console.error(error));
}

openSubscribeLinksInModal();
startLiveTheme();
