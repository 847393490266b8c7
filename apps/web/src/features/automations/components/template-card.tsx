import type { AutomationTemplateSummary } from "@promptloom/contracts/automations";
import { KeyRound } from "lucide-react";

import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";

/** One template in the catalogue: what it does and what it connects; opening it shows how to import it. */
export function TemplateCard({ template, onOpen }: { template: AutomationTemplateSummary; onOpen: () => void }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h3">{template.title}</CardTitle>
        <CardDescription>{template.summary}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-3">
        <ul className="flex flex-wrap gap-1.5" aria-label="Connects">
          <li>
            <Badge>Promptloom</Badge>
          </li>
          {template.apps.map((app) => (
            <li key={app}>
              <Badge>{app}</Badge>
            </li>
          ))}
        </ul>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <KeyRound aria-hidden="true" className="size-3.5" />
          {template.credentials.length} credential{template.credentials.length === 1 ? "" : "s"} · {template.nodeCount}{" "}
          nodes
        </p>
        <Button variant="outline" className="w-full" onClick={onOpen} aria-label={`Set up ${template.title}`}>
          Set up
        </Button>
      </CardContent>
    </Card>
  );
}
