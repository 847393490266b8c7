import type { AuditFilter } from "@promptloom/contracts/audit";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";

/** Every audit query starts with this key; a change made from the admin area refreshes them. */
export const auditLogQueryKey = ["admin", "audit-log"] as const;

const auditLogQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: [...auditLogQueryKey, filter],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.admin["audit-log"].$get(
          { query: toQuery({ ...filter, cursor: pageParam, limit: 50 }) },
          withSignal(signal),
        ),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The audit log, newest first, 50 entries a page. */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQueryOptions(filter));

/** The address of the CSV of every entry the filter keeps. */
export const auditLogExportHref = (filter: AuditFilter) =>
  api.admin["audit-log"].export.$path({ query: toQuery(filter) });
