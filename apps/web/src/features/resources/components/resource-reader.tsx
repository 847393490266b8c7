import { resourceKindLabels } from "@promptloom/contracts/resources";
import { ArrowLeft, Download } from "lucide-react";
import { Link } from "react-router";

import { Badge } from "../../../components/ui/badge.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Markdown } from "../../../components/ui/markdown.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
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
  if (resource.isPending) return <Spinner label="Loading the resource" />;
  if (resource.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError
          message={`Could not open this resource. ${resource.error.message}`}
          onRetry={() => void resource.refetch()}
        />
      </div>
    );
  }
  const { title, summary, kind, body, file } = resource.data;
  return (
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
  );
}
