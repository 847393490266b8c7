import { Sparkles } from "lucide-react";

import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { useStudioOptions } from "../api/get-studio-options.ts";
import { useLiveStudio } from "../use-live-studio.ts";
import { PromptBuilder } from "./prompt-builder.tsx";

/** /app/prompt-studio: the builder, once the option sets have loaded. */
export function PromptStudioScreen() {
  const options = useStudioOptions();
  useLiveStudio();
  return (
    <QueryState
      query={options}
      items={options.data}
      pendingLabel="Loading the Prompt Studio"
      errorLabel="Could not load the Prompt Studio's options."
      empty={
        <EmptyState
          icon={Sparkles}
          title="The option sets are empty."
          description="An administrator adds styles, lighting and the other options under Admin → Prompt Studio."
        />
      }
    >
      {(loaded) => <PromptBuilder options={loaded} />}
    </QueryState>
  );
}
