import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { membersQueryKey } from "./get-members.ts";

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...membersQueryKey, "detail", id],
    queryFn: ({ signal }) => unwrap(api.admin.users[":id"].$get({ param: { id } }, withSignal(signal))),
  });

/** One member's account: subscription, usage, saved prompts, sign-ins. */
export const useMember = (id: string) => useQuery(memberQueryOptions(id));
