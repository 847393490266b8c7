import { screens } from "../../../config/app-screens.ts";
import { LibraryBrowser } from "../../../features/library/components/library-browser.tsx";

/** /app/image-prompts: the image prompts of the curated library. */
export function Component() {
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{screens.imagePrompts.title}</h1>
        <p className="text-muted-foreground">{screens.imagePrompts.description}</p>
      </div>
      <LibraryBrowser type="image" />
    </section>
  );
}
