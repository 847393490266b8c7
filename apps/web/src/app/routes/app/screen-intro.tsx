import { useCurrentScreen } from "./use-current-screen.ts";

/** A members-area screen whose tools are not part of the product yet: its title and purpose. */
export function Component() {
  const screen = useCurrentScreen();
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
