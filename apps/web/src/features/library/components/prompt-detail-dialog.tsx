import { promptModelLabels, type PromptModel } from "@promptloom/contracts/library";
import type { LibraryItem } from "@promptloom/contracts/library-search";
import { fillTemplate } from "@promptloom/contracts/prompt-template";
import { savedPromptLimits } from "@promptloom/contracts/saved-prompts";
import { BookmarkPlus, Copy, Heart } from "lucide-react";
import { useState } from "react";

import { PromptFillIn } from "../../../components/prompt-template/prompt-fill-in.tsx";
import { OpenInLinks } from "../../../components/prompts/open-in-links.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useSaveToMyPrompts } from "../../../entities/saved-prompts/use-save-to-my-prompts.ts";
import { copyPrompt } from "../../../entities/usage/copy-prompt.ts";
import { useLibraryPrompt } from "../api/get-library-prompt.ts";
import { useSetLibraryFavorite } from "../api/set-library-favorite.ts";

/** The open prompt (its slug is in the address): fill in, preview, copy, save, favourite, open in. */
export function PromptDetailDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const prompt = useLibraryPrompt(slug);
  return (
    <Dialog open={slug !== ""} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {prompt.data ? (
          <PromptDetail key={prompt.data.id} prompt={prompt.data} />
        ) : (
          <DialogHeader>
            <DialogTitle>{prompt.isError ? "Prompt not found" : "Loading prompt…"}</DialogTitle>
            <DialogDescription>
              {prompt.isError ? "This prompt is no longer in the library." : "One moment."}
            </DialogDescription>
            {prompt.isPending ? <Spinner /> : null}
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PromptDetail({ prompt }: { prompt: LibraryItem }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const favorite = useSetLibraryFavorite(prompt.slug);
  const saveToMyPrompts = useSaveToMyPrompts();
  const filled = fillTemplate(prompt.body, values);
  const origin = { promptId: prompt.id, source: "library", category: prompt.category };

  const save = async () => {
    setIsSaving(true);
    await saveToMyPrompts(
      {
        title: prompt.title,
        rawText: prompt.body,
        perfectedText: filled,
        source: "library",
        originId: prompt.id,
        tags: prompt.tags.slice(0, savedPromptLimits.tagsMax),
      },
      prompt.category,
    );
    setIsSaving(false);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{prompt.title}</DialogTitle>
        <DialogDescription>{prompt.description}</DialogDescription>
        <p className="text-xs text-muted-foreground">
          Works with {prompt.models.map((model) => promptModelLabels[model as PromptModel] ?? model).join(", ")}
        </p>
      </DialogHeader>
      {prompt.exampleImageUrl ? (
        <img src={prompt.exampleImageUrl} alt={`Example result for ${prompt.title}`} className="w-full rounded-md" />
      ) : null}
      {prompt.example ? (
        <section aria-labelledby="example-heading" className="space-y-1 rounded-md bg-surface-2 p-3">
          <h3 id="example-heading" className="text-sm font-medium">
            Example
          </h3>
          <p className="text-sm text-muted-foreground">{prompt.example}</p>
        </section>
      ) : null}
      <PromptFillIn
        body={prompt.body}
        values={values}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="gradient" onClick={() => void copyPrompt(filled, origin)}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="outline" disabled={isSaving} onClick={() => void save()}>
          <BookmarkPlus aria-hidden="true" />
          Save to My Prompts
        </Button>
        <Button
          variant="ghost"
          aria-pressed={prompt.isFavorite}
          disabled={favorite.isPending}
          onClick={() => favorite.mutate({ id: prompt.id, isFavorite: !prompt.isFavorite })}
        >
          <Heart aria-hidden="true" className={prompt.isFavorite ? "fill-current text-primary-text" : undefined} />
          {prompt.isFavorite ? "Favourite" : "Add to favourites"}
        </Button>
      </div>
      <OpenInLinks
        prompt={filled}
        kind={prompt.type === "image" ? "image" : "text"}
        onCopy={() => copyPrompt(filled, origin)}
      />
    </>
  );
}
