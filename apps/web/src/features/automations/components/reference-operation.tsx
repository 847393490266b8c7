import { Badge } from "../../../components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import type { ReferenceOperation as Operation } from "../openapi-reference.ts";
import { CopyTextButton } from "./copy-text-button.tsx";
import { ReferenceFields } from "./reference-fields.tsx";

/** One endpoint: what it does, what it takes, what it answers, and a request to try. */
export function ReferenceOperation({ operation }: { operation: Operation }) {
  return (
    <Card id={operation.id} className="scroll-mt-20">
      <CardHeader>
        <CardTitle as="h3">{operation.summary}</CardTitle>
        <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
          <Badge>{operation.method}</Badge>
          <span className="break-all">/api/v1{operation.path}</span>
        </p>
        <CardDescription>{operation.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ReferenceFields caption="Parameters" fields={operation.parameters} />
        <ReferenceFields caption="JSON body" fields={operation.body} />
        <ReferenceFields
          caption={`Answer: ${operation.success.status} ${operation.success.description}`}
          fields={operation.success.fields}
        />
        <div>
          <p className="mb-1 text-sm font-medium">Errors</p>
          <ul className="space-y-0.5 text-xs">
            {operation.errors.map((error) => (
              <li key={error.status}>
                <span className="font-mono">{error.status}</span> {error.description}
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-2">
          <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
            <code>{operation.curl}</code>
          </pre>
          <CopyTextButton text={operation.curl} label="Copy curl" copiedMessage="Request copied" />
        </div>
      </CardContent>
    </Card>
  );
}
