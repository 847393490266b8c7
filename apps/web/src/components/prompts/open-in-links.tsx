import { ExternalLink } from "lucide-react";

import { openInNote, openInTargets, type OpenInKind } from "../../lib/open-in-links.ts";
import { buttonVariants } from "../ui/button-variants.ts";

/**
 * Links that open the filled prompt in an AI assistant, or for an image prompt in an image tool;
 * tools that cannot read it from a link get it through the clipboard.
 */
export function OpenInLinks({
  prompt,
  onCopy,
  kind = "text",
}: {
  prompt: string;
  onCopy: () => Promise<boolean>;
  kind?: OpenInKind;
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Open in</p>
      <div className="flex flex-wrap gap-2">
        {openInTargets(prompt, kind).map((target) => (
          <a
            key={target.name}
            href={target.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline", size: "sm" })}
            // These tools read nothing from the address: the click copies the prompt as it opens them.
            onClick={target.needsPaste ? () => void onCopy() : undefined}
          >
            {target.name}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{openInNote(kind)}</p>
    </div>
  );
}
