import { Download, ScrollText } from "lucide-react";

import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { EmptyState, LoadMore, QueryState } from "../../../components/ui/query-state.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import { auditLogExportHref, useAuditLog } from "../api/get-audit-log.ts";
import { useAuditFilterAddress } from "../use-audit-filter-address.ts";
import { AuditEntryItem } from "./audit-entry-item.tsx";

/**
 * Every admin change, newest first: search it, narrow it to one action or a period (kept in the
 * address), export what the filter keeps.
 */
export function AuditLog() {
  const { filter, change } = useAuditFilterAddress();
  const log = useAuditLog(filter);
  const entries = log.data?.pages.flatMap((page) => page.items);
  const actions = [...new Set(entries?.map((entry) => entry.action))].sort();
  const isFiltered = Object.keys(filter).length > 0;

  return (
    <section aria-labelledby="audit-log-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="audit-log-heading" className="text-xl font-semibold">
            Audit log
          </h2>
          <p className="text-sm text-muted-foreground">
            Every change made in the admin area: who, what, when, before and after, and why.
          </p>
        </div>
        <a href={auditLogExportHref(filter)} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" /> Export CSV
        </a>
      </div>
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr] md:items-end">
        <SearchField
          value={filter.q ?? ""}
          label="Search the audit log"
          placeholder="Admin, member, title or reason"
          onSearch={(q) => change({ q })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <Input
            key={filter.action ?? ""}
            id="audit-action"
            list="audit-actions"
            placeholder="user.grant_admin"
            defaultValue={filter.action ?? ""}
            onBlur={(event) => change({ action: event.target.value.trim() })}
            onKeyDown={(event) => {
              if (event.key === "Enter") change({ action: event.currentTarget.value.trim() });
            }}
          />
          <datalist id="audit-actions">
            {actions.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input
            id="audit-from"
            type="date"
            value={filter.from ?? ""}
            onChange={(e) => change({ from: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" value={filter.to ?? ""} onChange={(e) => change({ to: e.target.value })} />
        </div>
      </div>
      <QueryState
        query={log}
        items={entries}
        pendingLabel="Loading the audit log"
        errorLabel="Could not load the audit log."
        empty={
          <EmptyState
            icon={ScrollText}
            title={isFiltered ? "No changes match." : "No admin changes yet."}
            description={
              isFiltered ? "Widen the period or clear the search." : "Changes made in the admin area are listed here."
            }
          />
        }
      >
        {(loaded) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {log.data?.pages[0]?.total === 1 ? "1 change" : `${log.data?.pages[0]?.total ?? loaded.length} changes`}
            </p>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Audit entries">
              {loaded.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <LoadMore query={log} />
    </section>
  );
}
