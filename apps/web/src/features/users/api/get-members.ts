import type { MemberListQuery } from "@promptloom/contracts/admin-users";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";

/** Every members query (lists and details) starts with this key, so one invalidation refreshes them all. */
export const membersQueryKey = ["admin", "members"] as const;

/** One page of members; the page on screen stays while the next one loads. */
export const useMembers = (query: MemberListQuery) =>
  useQuery({
    queryKey: [...membersQueryKey, "list", query],
    queryFn: ({ signal }) => unwrap(api.admin.users.$get({ query: toQuery(query) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });
