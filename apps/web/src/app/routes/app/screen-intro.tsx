import { useMatches } from "react-router";

import type { AppScreen } from "../../../config/app-screens.ts";

const isScreenHandle = (handle: unknown): handle is { screen: AppScreen } =>
  typeof handle === "object" && handle !== null && "screen" in handle;

/** A members-area screen whose tools are not part of the product yet: its title and purpose. */
export function Component() {
  const screen = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1)?.screen;
  if (!screen) return null;
  const Icon = screen.icon;
  return (
    <section className="mx-auto max-w-3xl space-y-3 py-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h1 className="text-2xl font-semibold">{screen.title}</h1>
      </div>
      <p className="text-muted-foreground">{screen.description}</p>
    </section>
  );
}
