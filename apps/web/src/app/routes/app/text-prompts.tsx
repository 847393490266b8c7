import { screens } from "../../../config/app-screens.ts";
import { LibraryBrowser } from "../../../features/library/components/library-browser.tsx";

/** /app/text-prompts: the text prompts of the curated library. */
export function Component() {
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{screens.textPrompts.title}</h1>
        <p className="text-muted-foreground">{screens.textPrompts.description}</p>
      </div>
      <LibraryBrowser type="text" />
    </section>
  );
}
