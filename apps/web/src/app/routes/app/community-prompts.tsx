import { screens } from "../../../config/app-screens.ts";
import { CommunityScreen } from "../../../features/community/components/community-screen.tsx";

/** /app/community-prompts: prompts shared by members, voted by members. */
export function Component() {
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{screens.communityPrompts.title}</h1>
        <p className="text-muted-foreground">{screens.communityPrompts.description}</p>
      </div>
      <CommunityScreen />
    </section>
  );
}
