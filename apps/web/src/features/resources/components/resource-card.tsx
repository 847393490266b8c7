import { resourceKindLabels, type ResourceSummary } from "@promptloom/contracts/resources";
import { Download } from "lucide-react";
import { Link } from "react-router";

import { Badge } from "../../../components/ui/badge.tsx";
import { Card } from "../../../components/ui/card.tsx";

/** A resource in the list: kind, title, summary and topics; the whole card opens it. */
export function ResourceCard({ resource, href }: { resource: ResourceSummary; href: string }) {
  return (
    <Link
      to={href}
      className="group block h-full rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Card className="flex h-full flex-col gap-2 p-4 transition-colors group-hover:border-primary/60">
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <Badge>{resourceKindLabels[resource.kind]}</Badge>
          {resource.file ? (
            <span className="inline-flex items-center gap-1">
              <Download aria-hidden="true" className="size-3" />
              Download
            </span>
          ) : null}
        </div>
        <h2 className="font-semibold">{resource.title}</h2>
        <p className="text-sm text-muted-foreground">{resource.summary}</p>
        {resource.tags.length > 0 ? (
          <ul aria-label="Topics" className="mt-auto flex flex-wrap gap-1 pt-1 text-xs">
            {resource.tags.map((tag) => (
              <li key={tag} className="rounded bg-surface-2 px-1.5 py-0.5 text-muted-foreground">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </Link>
  );
}
