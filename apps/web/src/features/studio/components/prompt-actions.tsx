import type { RenderedPrompt } from "@promptloom/contracts/studio/rendered-prompt";
import type { StudioChoices } from "@promptloom/contracts/studio/studio-choices";
import { promptSyntaxLabels } from "@promptloom/contracts/studio/studio-groups";
import { Bookmark, Copy, Wand2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { screens } from "../../../config/app-screens.ts";
import { useSaveToMyPrompts } from "../../../entities/saved-prompts/use-save-to-my-prompts.ts";
import { copyPrompt } from "../../../entities/usage/copy-prompt.ts";
import { useRecordStudioPrompt } from "../api/get-studio-history.ts";

const studioOrigin = { promptId: null, source: "studio" } as const;

/** A saved prompt's title: the start of the subject, else the target it was written for. */
const titleFor = (choices: StudioChoices, rendered: RenderedPrompt) => {
  const subject = choices.subject.trim();
  if (subject === "") return `Image prompt for ${promptSyntaxLabels[rendered.syntax]}`;
  return subject.length > 80 ? `${subject.slice(0, 79).trimEnd()}…` : subject;
};

/**
 * What a member does with a finished prompt: copy it (15 minutes credited), save it to My Prompts,
 * or hand it to the Genie to polish the wording. Each puts the build in the studio history.
 */
export function PromptActions({
  rendered,
  choices,
  isEmpty,
}: {
  rendered: RenderedPrompt;
  choices: StudioChoices;
  isEmpty: boolean;
}) {
  const record = useRecordStudioPrompt();
  const saveToMyPrompts = useSaveToMyPrompts();
  const [isSaving, setIsSaving] = useState(false);
  const remember = () => record.mutate({ syntax: rendered.syntax, choices });

  const copy = async () => {
    if (await copyPrompt(rendered.text, studioOrigin)) remember();
  };
  const save = async () => {
    setIsSaving(true);
    const saved = await saveToMyPrompts({
      title: titleFor(choices, rendered),
      rawText: choices.subject,
      perfectedText: rendered.text,
      source: "studio",
      tags: ["image", rendered.syntax],
    });
    setIsSaving(false);
    if (saved) remember();
  };
  // The syntax goes along, so Genie refines it as an image prompt for the same model.
  const genieAddress = `${screens.genie.path}?${new URLSearchParams({ request: rendered.text, image: rendered.syntax }).toString()}`;

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => void copy()} disabled={isEmpty}>
        <Copy aria-hidden="true" />
        Copy prompt
      </Button>
      <Button variant="outline" onClick={() => void save()} disabled={isEmpty || isSaving}>
        <Bookmark aria-hidden="true" />
        {isSaving ? "Saving…" : "Save to My Prompts"}
      </Button>
      {isEmpty ? (
        <Button variant="outline" disabled>
          <Wand2 aria-hidden="true" />
          Send to Genie
        </Button>
      ) : (
        <Link to={genieAddress} onClick={remember} className={buttonVariants({ variant: "outline" })}>
          <Wand2 aria-hidden="true" />
          Send to Genie
        </Link>
      )}
    </div>
  );
}
