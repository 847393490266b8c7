import { screens } from "../../../config/app-screens.ts";
import { SavedPromptsScreen } from "../../../features/saved-prompts/components/saved-prompts-screen.tsx";

/** /app/saved-prompts: My Prompts, from every source, in folders. */
export function Component() {
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{screens.savedPrompts.title}</h1>
        <p className="text-muted-foreground">{screens.savedPrompts.description}</p>
      </div>
      <SavedPromptsScreen />
    </section>
  );
}
