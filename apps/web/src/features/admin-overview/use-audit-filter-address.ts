import { auditFilterSchema, type AuditFilter } from "@promptloom/contracts/audit";
import { useCallback, useMemo } from "react";

import { useSearchParamsUpdate } from "../../lib/use-search-params-update.ts";

const filterNames = Object.keys(auditFilterSchema.shape) as (keyof AuditFilter)[];

/** The audit filter in the address, read with the contract; a value it refuses is left out. */
const readFilter = (params: URLSearchParams): AuditFilter => {
  const filter: AuditFilter = {};
  for (const name of filterNames) {
    const parsed = auditFilterSchema.shape[name].safeParse(params.get(name) ?? undefined);
    if (parsed.success && parsed.data) filter[name] = parsed.data;
  }
  return filter;
};

/**
 * The Overview's audit-log filter kept in the address (search, action, period), so reloading,
 * Back and a shared link show the same entries. Other parameters of the address are kept.
 */
export const useAuditFilterAddress = () => {
  const [params, update] = useSearchParamsUpdate();
  const filter = useMemo(() => readFilter(params), [params]);
  const change = useCallback(
    (changes: Partial<Record<keyof AuditFilter, string>>) =>
      update(
        (next) => {
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        // Leaving a field unchanged (a blur) adds no history entry.
        (current) => ({
          replace: Object.entries(changes).every(([name, value]) => (current.get(name) ?? "") === (value ?? "")),
        }),
      ),
    [update],
  );
  return { filter, change };
};
