import { resourceKindLabels } from "@promptloom/contracts/resources";
import { ArrowLeft, Download } from "lucide-react";
import { Link } from "react-router";

import { Badge } from "../../../components/ui/badge.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { ItemState } from "../../../components/ui/item-state.tsx";
import { Markdown } from "../../../components/ui/markdown.tsx";
import { resourceFileUrl, useResource } from "../api/get-resource.ts";
import { formatFileSize } from "./format-file-size.ts";

/** One resource, read in full, with its file to download. */
export function ResourceReader({ slug, backHref }: { slug: string; backHref: string }) {
  const resource = useResource(slug);
  const back = (
    <Link to={backHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
      <ArrowLeft aria-hidden="true" />
      All resources
    </Link>
  );
  return (
    <ItemState
      query={resource}
      pendingLabel="Loading the resource"
      errorLabel="Could not open this resource."
      back={back}
    >
      {({ title, summary, kind, body, file }) => (
        <article className="mx-auto max-w-3xl space-y-4">
          {back}
          <header className="space-y-2">
            <Badge>{resourceKindLabels[kind]}</Badge>
            <h2 className="text-2xl font-semibold">{title}</h2>
            <p className="text-muted-foreground">{summary}</p>
            {file ? (
              <a href={resourceFileUrl(slug)} download={file.name} className={buttonVariants({ variant: "gradient" })}>
                <Download aria-hidden="true" />
                Download {file.name} ({formatFileSize(file.size)})
              </a>
            ) : null}
          </header>
          <Markdown>{body}</Markdown>
        </article>
      )}
    </ItemState>
  );
}
