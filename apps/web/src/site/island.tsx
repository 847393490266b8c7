import type { ComponentProps, ComponentType } from "react";
import { renderToString } from "react-dom/server";

import { islandIdPrefix, type IslandComponent, type IslandName } from "./islands.ts";

type IslandProps<Name extends IslandName> = {
  name: Name;
  component: IslandComponent<Name>;
  /** Plain data: it travels to the browser as JSON. */
  props: ComponentProps<IslandComponent<Name>>;
};

/**
 * Prerenders an interactive part of a marketing page as its own React root, exactly as
 * entry-site.tsx hydrates it (same root, same id prefix, so the markup matches). Build-time only:
 * pages and this component never ship to the browser.
 */
export function Island<Name extends IslandName>({ name, component, props }: IslandProps<Name>) {
  // Generic over the island name, TypeScript cannot narrow the pair; the props type above ties them.
  const Component = component as ComponentType<object>;
  const html = renderToString(<Component {...(props as object)} />, { identifierPrefix: islandIdPrefix(name) });
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
