import type { PromptType } from "@promptloom/contracts/library";
import { Download } from "lucide-react";

import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { libraryExportPath } from "../api/library-transfer.ts";
import { ImportForm } from "./import-form.tsx";

const kinds: Record<PromptType, string> = { text: "text prompts", image: "image prompts" };

/** Bulk import with a preview, and the export of this screen's kind of prompt in the same formats. */
export function TransferPanel({ type }: { type: PromptType }) {
  return (
    <div className="space-y-5">
      <ImportForm type={type} />
      <section aria-labelledby="export-heading" className="space-y-3 rounded-lg border border-border p-4">
        <h3 id="export-heading" className="font-medium">
          Export the {kinds[type]}
        </h3>
        <p className="text-sm text-muted-foreground">
          Every {type} prompt, published and drafts, with its categories (in JSON), in a file the import reads back.
        </p>
        <div className="flex flex-wrap gap-2">
          <a className={buttonVariants({ variant: "outline" })} href={libraryExportPath("csv", type)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
          <a className={buttonVariants({ variant: "outline" })} href={libraryExportPath("json", type)} download>
            <Download aria-hidden="true" />
            Export JSON
          </a>
        </div>
      </section>
    </div>
  );
}
