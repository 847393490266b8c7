import type { LibraryImportReport } from "@promptloom/contracts/library-admin";
import type * as React from "react";

/** Long files list this many rows per group; the counts stay exact. */
const rowsShown = 50;

function ReportGroup<Row>({
  title,
  rows,
  children,
}: {
  title: string;
  rows: Row[];
  children: (row: Row) => React.ReactNode;
}) {
  if (rows.length === 0) return null;
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-medium">
        {title} ({rows.length})
      </h4>
      <ul className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-border p-2 text-sm">
        {rows.slice(0, rowsShown).map(children)}
        {rows.length > rowsShown ? <li className="text-muted-foreground">and {rows.length - rowsShown} more</li> : null}
      </ul>
    </section>
  );
}

/** What an import would do (a preview) or did: added, updated with what changes, rejected with why. */
export function ImportReport({ report }: { report: LibraryImportReport }) {
  const verb = report.dryRun ? "would" : "did";
  return (
    <div className="space-y-4">
      <p className="text-sm" role="status">
        {report.dryRun ? "Preview: " : "Imported: "}
        {report.added.length} {report.dryRun ? "to add" : "added"}, {report.updated.length}{" "}
        {report.dryRun ? "to update" : "updated"}, {report.unchanged} unchanged, {report.skipped.length} rejected.
      </p>
      <ReportGroup title={report.dryRun ? "Will be added" : "Added"} rows={report.added}>
        {(row) => (
          <li key={row.row}>
            Row {row.row}: {row.title} <span className="font-mono text-xs text-muted-foreground">{row.slug}</span>
          </li>
        )}
      </ReportGroup>
      <ReportGroup title={report.dryRun ? "Will be updated" : "Updated"} rows={report.updated}>
        {(row) => (
          <li key={row.row}>
            Row {row.row}: {row.title} — changes {row.changes.join(", ")}
          </li>
        )}
      </ReportGroup>
      <ReportGroup title={`Rejected (the import ${verb} not take them)`} rows={report.skipped}>
        {(row) => (
          <li key={row.row}>
            Row {row.row}
            {row.title ? `, ${row.title}` : ""}: <span className="text-error">{row.reason}</span>
          </li>
        )}
      </ReportGroup>
    </div>
  );
}
