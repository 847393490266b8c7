import type { AuditEntry } from "@promptloom/contracts/audit";

import { formatDateTime } from "../../../lib/format-date.ts";

type Values = Record<string, unknown>;

const asValues = (value: unknown): Values =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Values) : {};

const show = (value: unknown) =>
  value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/** Each changed name with its value before and after; a value that stayed the same is no change. */
const changes = (entry: AuditEntry) => {
  const before = asValues(entry.before);
  const after = asValues(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .map((name) => ({ name, before: show(before[name]), after: show(after[name]) }))
    .filter((change) => change.before !== change.after);
};

/** One audit entry: when, who, what and to which thing, why, and what it changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changed = changes(entry);
  return (
    <li className="space-y-1 px-4 py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <code className="font-mono text-xs text-primary-text">{entry.action}</code>
        <span className="font-medium break-all">{entry.targetLabel ?? entry.targetId ?? entry.targetType}</span>
        <span className="text-muted-foreground">({entry.targetType.replaceAll("_", " ")})</span>
      </p>
      <p className="text-muted-foreground">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> by {entry.actorEmail}
      </p>
      {entry.reason ? <p>Reason: {entry.reason}</p> : null}
      {changed.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-muted-foreground">
            {changed.length === 1 ? "1 value changed" : `${changed.length} values changed`}
          </summary>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 font-mono text-xs">
            {changed.map((change) => (
              <div key={change.name} className="contents">
                <dt className="text-muted-foreground">{change.name}</dt>
                <dd className="break-all">
                  {change.before} → {change.after}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
}
