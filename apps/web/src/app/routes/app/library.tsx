import { screens } from "../../../config/app-screens.ts";
import { LibraryBrowser } from "../../../features/library/components/library-browser.tsx";

/** /app/library: the curated library. */
export function Component() {
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{screens.library.title}</h1>
        <p className="text-muted-foreground">{screens.library.description}</p>
      </div>
      <LibraryBrowser />
    </section>
  );
}
