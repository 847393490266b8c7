import { useMemo } from "react";
import { Link } from "react-router";

import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { useOpenApiDocument } from "../api/openapi-document.ts";
import { buildReference } from "../openapi-reference.ts";
import { ReferenceOperation } from "./reference-operation.tsx";

/** The public API's reference, rendered from the same OpenAPI document tools read. */
export function ApiReference() {
  const document = useOpenApiDocument();
  const sections = useMemo(() => (document.data ? buildReference(document.data) : []), [document.data]);
  if (document.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the API reference" />
      </div>
    );
  }
  if (document.isError) {
    return (
      <LoadError
        message={`Could not load the API reference. ${document.error.message}`}
        onRetry={() => void document.refetch()}
      />
    );
  }
  return (
    <div className="space-y-6">
      <div className="space-y-2 text-sm">
        <p>
          Every request sends one of your{" "}
          <Link className="underline underline-offset-4" to={`${paths.automations}?tab=keys`}>
            API keys
          </Link>{" "}
          as <code>Authorization: Bearer pl_live_…</code>. Answers are JSON; errors are{" "}
          <code>{'{ "error": { "code", "message" } }'}</code>. Tools can read this description as OpenAPI at{" "}
          <a className="underline underline-offset-4" href="/api/openapi.json">
            /api/openapi.json
          </a>
          .
        </p>
      </div>
      <nav aria-label="Endpoints">
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.flatMap((section) =>
            section.operations.map((operation) => (
              <li key={operation.id}>
                <a className="underline-offset-4 hover:underline" href={`#${operation.id}`}>
                  <span className="font-mono text-xs text-muted-foreground">{operation.method}</span>{" "}
                  {operation.summary}
                </a>
              </li>
            )),
          )}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.tag} aria-labelledby={`reference-${section.tag}`} className="space-y-4">
          <h2 id={`reference-${section.tag}`} className="text-lg font-semibold">
            {section.tag}
          </h2>
          {section.operations.map((operation) => (
            <ReferenceOperation key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  );
}
