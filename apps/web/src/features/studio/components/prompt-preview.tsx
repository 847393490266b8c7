import type { RenderedPrompt } from "@promptloom/contracts/studio/rendered-prompt";

/** The prompt as it will be pasted, updated with every choice; the negative prompt apart for Stable Diffusion. */
export function PromptPreview({ rendered, isEmpty }: { rendered: RenderedPrompt; isEmpty: boolean }) {
  return (
    <div className="space-y-3" aria-live="polite">
      <div>
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {rendered.negativePrompt ? "Prompt" : "Your prompt"}
        </h3>
        {isEmpty ? (
          <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
            Describe your subject or pick a few options: the prompt appears here as you build it.
          </p>
        ) : (
          <p
            data-testid="studio-prompt"
            className="rounded-md border bg-muted/30 p-3 font-mono text-sm break-words whitespace-pre-wrap"
          >
            {rendered.prompt}
            {rendered.syntax === "midjourney" ? rendered.text.slice(rendered.prompt.length) : ""}
          </p>
        )}
      </div>
      {rendered.negativePrompt ? (
        <div>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Negative prompt</h3>
          <p
            data-testid="studio-negative-prompt"
            className="rounded-md border bg-muted/30 p-3 font-mono text-sm break-words"
          >
            {rendered.negativePrompt}
          </p>
        </div>
      ) : null}
      {rendered.size ? (
        <p className="text-xs text-muted-foreground">
          Render at {rendered.size.width} × {rendered.size.height} (the SDXL size for this aspect ratio).
        </p>
      ) : null}
    </div>
  );
}
