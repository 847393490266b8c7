import { memberListQuerySchema, type MemberListQuery } from "@promptloom/contracts/admin-users";
import { useCallback, useMemo } from "react";

import { useSearchParamsUpdate } from "../../lib/use-search-params-update.ts";

type ListState = Required<Omit<MemberListQuery, "q" | "limit">> & { q: string; limit: number };

const defaults = memberListQuerySchema.parse({});

/** The address's list query read with the contract; anything it refuses falls back to the default. */
const readList = (params: URLSearchParams): ListState => {
  const parsed = memberListQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : defaults;
  return { ...query, q: query.q ?? "" };
};

/**
 * The Users screen's state in the address (search, filter, order, page and the open member), so
 * Back and shared links work. Changing the search, filter or order goes back to the first page.
 */
export const useMemberListAddress = () => {
  const [params, update] = useSearchParamsUpdate();
  const list = useMemo(() => readList(params), [params]);
  const memberId = params.get("member") ?? "";

  const write = useCallback(
    (change: (list: ListState, member: string) => [ListState, string], replace = false) =>
      update(
        (current) => {
          const [next, member] = change(readList(current), current.get("member") ?? "");
          // Defaults stay out of the address, so the plain screen keeps a plain link.
          const params = new URLSearchParams();
          for (const [name, value] of Object.entries({ ...next, member })) {
            if (value !== "" && value !== defaults[name as keyof typeof defaults]) params.set(name, String(value));
          }
          return params;
        },
        { replace },
      ),
    [update],
  );

  return {
    list,
    memberId,
    /** A new search, filter or order: back to page 1. Typing replaces the history entry. */
    changeList: (changes: Partial<Pick<ListState, "q" | "filter" | "sort" | "limit">>, replace = false) =>
      write((current) => [{ ...current, ...changes, page: 1 }, ""], replace),
    goToPage: (page: number) => write((current) => [{ ...current, page }, ""]),
    openMember: (id: string) => write((current) => [current, id]),
    closeMember: () => write((current) => [current, ""]),
  };
};
