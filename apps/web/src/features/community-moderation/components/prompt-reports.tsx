import { reportReasonLabels } from "@promptloom/contracts/community-prompts";

import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { usePromptReports } from "../api/moderation.ts";

/** What members reported about a prompt, open reports first as the server orders them. */
export function PromptReports({ promptId }: { promptId: string }) {
  const reports = usePromptReports(promptId, true);
  if (reports.isPending) return <Spinner label="Loading the reports" />;
  if (reports.isError) {
    return (
      <LoadError
        message={`Could not load the reports. ${reports.error.message}`}
        onRetry={() => void reports.refetch()}
      />
    );
  }
  return (
    <ul className="space-y-2 text-sm" aria-label="Reports">
      {reports.data.map((report) => (
        <li key={report.id} className="rounded-md bg-surface-2 p-2">
          <p>
            <span className="font-medium">{reportReasonLabels[report.reason]}</span> · {report.reporterName} ·{" "}
            {new Date(report.createdAt).toLocaleDateString()}
            {report.resolvedAt ? " · closed" : ""}
          </p>
          {report.details ? <p className="text-muted-foreground">{report.details}</p> : null}
        </li>
      ))}
    </ul>
  );
}
