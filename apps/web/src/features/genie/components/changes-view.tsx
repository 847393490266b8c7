import { highlightChanges } from "../highlight-changes.ts";

/**
 * The refined prompt with what changed from the text before it marked: added words highlighted,
 * removed ones struck through (read out as insertions and deletions).
 */
export function ChangesView({ before, after }: { before: string; after: string }) {
  return (
    <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap" data-testid="changes">
      {highlightChanges(before, after).map((segment, index) =>
        segment.change === "added" ? (
          <ins key={index} className="rounded-sm bg-success/20 text-foreground no-underline">
            {segment.text}
          </ins>
        ) : segment.change === "removed" ? (
          <del key={index} className="text-muted-foreground line-through decoration-destructive/70">
            {segment.text}
          </del>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
