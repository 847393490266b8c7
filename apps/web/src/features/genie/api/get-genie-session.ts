import { queryOptions } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { genieSessionsQueryKey } from "./get-genie-sessions.ts";

/** One session with every version, oldest first. */
export const genieSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...genieSessionsQueryKey, id],
    queryFn: ({ signal }) =>
      unwrap(api.genie.sessions[":id"].$get({ param: { id: encodeURIComponent(id) } }, withSignal(signal))),
  });
