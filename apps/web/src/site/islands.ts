/**
 * The interactive parts of the marketing pages, by name. A page's HTML names the islands it
 * contains, so the browser downloads only those; the rest of the page is static markup.
 */
export const islands = {
  "contact-form": () => import("./islands/contact-form.tsx"),
  "refund-notice": () => import("./islands/refund-notice.tsx"),
};

export type IslandName = keyof typeof islands;

export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islands)[Name]>>["Component"];

/** The prefix for React ids inside an island, the same when prerendering and hydrating. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/** Where an island's module lives, as the build manifest names it. */
export const islandSource = (name: IslandName) => `src/site/islands/${name}.tsx`;

/** The module that hydrates islands, loaded only by pages that have one. */
export const islandHydrationSource = "src/site/hydrate-islands.tsx";
