import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { Eraser, Shuffle } from "lucide-react";
import { useEffect, useReducer } from "react";
import { useSearchParams } from "react-router";

import { Button } from "../../../components/ui/button.tsx";
import { usePhotoUpload } from "../api/photo-uploads.ts";
import { initialStudioBuilderState, isBuildEmpty, reduceStudioBuilder } from "../studio-builder-state.ts";
import { useRenderedPrompt } from "../use-rendered-prompt.ts";
import { MidjourneySettingsFields } from "./midjourney-settings.tsx";
import { PresetPanel } from "./preset-panel.tsx";
import { PromptActions } from "./prompt-actions.tsx";
import { PromptPreview } from "./prompt-preview.tsx";
import { StudioGroupsEditor } from "./studio-groups-editor.tsx";
import { StudioHistoryPanel } from "./studio-history-panel.tsx";
import { SubjectField } from "./subject-field.tsx";
import { SyntaxSwitch } from "./syntax-switch.tsx";

/**
 * The Prompt Studio: the subject and the groups on one side, the live prompt with its target and
 * actions on the other (above the groups on a phone), then presets and history. `?photo=<id>`
 * opens a Photo Studio upload's choices.
 */
export function PromptBuilder({ options }: { options: StudioOption[] }) {
  const [state, dispatch] = useReducer(reduceStudioBuilder, initialStudioBuilderState);
  const [searchParams] = useSearchParams();
  const photo = usePhotoUpload(searchParams.get("photo"));
  const rendered = useRenderedPrompt(state.choices, state.syntax, options);
  const isEmpty = isBuildEmpty(state.choices);

  const photoChoices = photo.data?.prefill;
  useEffect(() => {
    if (photoChoices) dispatch({ type: "load", choices: photoChoices });
  }, [photoChoices]);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-2 lg:col-start-1">
        {photo.isError ? (
          <p role="alert" className="text-sm text-error">
            Could not open the photo's choices: {photo.error.message}
          </p>
        ) : null}
        {photo.data ? (
          <p className="text-sm text-muted-foreground">
            Started from your photo <span className="font-medium text-foreground">{photo.data.fileName}</span>.
          </p>
        ) : null}
        <SubjectField
          subject={state.choices.subject}
          onChange={(subject) => dispatch({ type: "setSubject", subject })}
        />
      </div>
      <aside
        aria-label="Your prompt"
        className="space-y-4 rounded-lg border bg-card p-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1"
      >
        <SyntaxSwitch value={state.syntax} onChange={(syntax) => dispatch({ type: "setSyntax", syntax })} />
        <PromptPreview rendered={rendered} isEmpty={isEmpty} />
        <PromptActions rendered={rendered} choices={state.choices} isEmpty={isEmpty} />
        {state.syntax === "midjourney" ? (
          <MidjourneySettingsFields settings={state.choices.midjourney} dispatch={dispatch} />
        ) : null}
      </aside>
      <div className="space-y-3 lg:col-start-1">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => dispatch({ type: "randomize", options })}>
            <Shuffle aria-hidden="true" />
            Randomise all
          </Button>
          <Button variant="ghost" onClick={() => dispatch({ type: "clear" })} disabled={isEmpty}>
            <Eraser aria-hidden="true" />
            Start over
          </Button>
          {state.locked.length > 0 ? (
            <p className="self-center text-sm text-muted-foreground">
              {state.locked.length} locked {state.locked.length === 1 ? "group stays" : "groups stay"} as they are.
            </p>
          ) : null}
        </div>
        <StudioGroupsEditor
          options={options}
          choices={state.choices}
          locked={state.locked}
          canRandomize
          dispatch={dispatch}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2 lg:col-span-2">
        <PresetPanel
          choices={state.choices}
          onApply={(preset) => dispatch({ type: "applyPreset", choices: preset.choices })}
        />
        <StudioHistoryPanel
          onOpen={(entry) => dispatch({ type: "load", choices: entry.choices, syntax: entry.syntax })}
        />
      </div>
    </div>
  );
}
