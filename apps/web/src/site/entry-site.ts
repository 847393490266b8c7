import "../styles.css";
import "virtual:default-theme.css";

import { afterFirstPaint } from "../lib/after-first-paint.ts";
import { loadFullStylesheet } from "../lib/full-stylesheet.ts";
import { startLiveTheme } from "../lib/live-theme.ts";
import { startSiteHeader } from "./site-header.ts";
import { openSubscribeLinksInModal } from "./subscribe-links.ts";

// The marketing pages ship without React: their header, subscribe links and theme need a few
// listeners. Only a page with an island (the contact form, the refund notice) loads React for it.
const header = startSiteHeader();
openSubscribeLinksInModal();
afterFirstPaint(() => {
  loadFullStylesheet();
  header.showSession();
  startLiveTheme();
});

const islandElements = document.querySelectorAll<HTMLElement>("[data-island]");
if (islandElements.length > 0) {
  // An island's module brings the stylesheet along; linked first, it is the same link, fetched once.
  loadFullStylesheet();
  import("./hydrate-islands.tsx")
    .then(({ hydrateIslands }) => hydrateIslands(islandElements))
    .catch((error: unknown) => console.error(error));
}
