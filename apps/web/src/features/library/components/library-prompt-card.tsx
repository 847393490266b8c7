import type { LibraryListItem } from "@promptloom/contracts/library-search";
import { Copy, Heart, Sparkles } from "lucide-react";

import { Badge } from "../../../components/ui/badge.tsx";
import { Card } from "../../../components/ui/card.tsx";

/** One result: opens the prompt's detail, where it is filled in, copied and saved. */
export function LibraryPromptCard({ prompt, onOpen }: { prompt: LibraryListItem; onOpen: () => void }) {
  return (
    <Card className="relative flex h-full flex-col overflow-hidden transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/60">
      {prompt.exampleImageUrl ? (
        <img src={prompt.exampleImageUrl} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold">
          <button
            type="button"
            onClick={onOpen}
            className="text-left after:absolute after:inset-0 focus-visible:outline-none"
          >
            {prompt.title}
          </button>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{prompt.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-xs text-muted-foreground">
          {prompt.featured ? (
            <Badge>
              <Sparkles aria-hidden="true" className="mr-1 size-3" />
              Featured
            </Badge>
          ) : null}
          <span className="inline-flex items-center gap-1" title="Times copied">
            <Copy aria-hidden="true" className="size-3" />
            <span className="sr-only">Copied</span> {prompt.copyCount.toLocaleString()}
          </span>
          {prompt.isFavorite ? (
            <span className="inline-flex items-center gap-1 text-primary-text">
              <Heart aria-hidden="true" className="size-3 fill-current" />
              Favourite
            </span>
          ) : null}
          {prompt.tags.slice(0, 3).map((tag) => (
            <span key={tag} className="rounded bg-surface-2 px-1.5 py-0.5">
              {tag}
            </span>
          ))}
        </div>
      </div>
    </Card>
  );
}
