import { ExternalLink } from "lucide-react";

import { openInTargets } from "../../lib/open-in-links.ts";
import { buttonVariants } from "../ui/button-variants.ts";

/** Links that open the filled prompt in an AI assistant; Gemini gets it through the clipboard. */
export function OpenInLinks({ prompt, onCopy }: { prompt: string; onCopy: () => Promise<boolean> }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Open in</p>
      <div className="flex flex-wrap gap-2">
        {openInTargets(prompt).map((target) => (
          <a
            key={target.name}
            href={target.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline", size: "sm" })}
            // Gemini reads nothing from the address: the click copies the prompt as it opens Gemini.
            onClick={target.needsPaste ? () => void onCopy() : undefined}
          >
            {target.name}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Gemini cannot receive a prompt through a link, so we copy it for you to paste there.
      </p>
    </div>
  );
}
