import type { GenieSession, GenieVersion } from "@promptloom/contracts/genie";
import { useState } from "react";

import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ChangesView } from "./changes-view.tsx";

const kindLabel = (kind: string) =>
  kind === "neutral" ? "General request" : (kind.charAt(0).toUpperCase() + kind.slice(1)).replaceAll("-", " ");

/** A kept version: what it is, who wrote it, the facts it kept, and the text with or without its changes marked. */
export function VersionView({ session, version }: { session: GenieSession; version: GenieVersion }) {
  const [showChanges, setShowChanges] = useState(false);
  const index = session.versions.findIndex((candidate) => candidate.id === version.id);
  const before = index > 0 ? session.versions[index - 1]!.prompt : session.request;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge>{kindLabel(version.kind)}</Badge>
        <span className="text-muted-foreground">Written by {version.engine}</span>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="ml-auto"
          aria-pressed={showChanges}
          onClick={() => setShowChanges(!showChanges)}
        >
          {showChanges
            ? "Hide changes"
            : index > 0
              ? "Show changes from the last version"
              : "Show changes from my request"}
        </Button>
      </div>
      <div className="max-h-[28rem] overflow-y-auto rounded-md border border-border bg-surface-2 p-4">
        {showChanges ? (
          <ChangesView before={before} after={version.prompt} />
        ) : (
          <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap">{version.prompt}</p>
        )}
      </div>
      {version.facts.length > 0 ? (
        <p className="text-sm wrap-anywhere text-muted-foreground">
          <span className="font-medium text-foreground">Kept from your request: </span>
          {version.facts.join(" · ")}
        </p>
      ) : null}
      {version.missedFacts.length > 0 ? (
        <p className="text-sm wrap-anywhere text-warning">
          <span className="font-medium">Not in this version: </span>
          {version.missedFacts.join(" · ")}
        </p>
      ) : null}
    </div>
  );
}
