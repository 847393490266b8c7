import { queryOptions } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

/** Which engine refines ("Built-in composer" or the model's name), and whether Compare is offered. */
export const genieEngineQueryOptions = queryOptions({
  queryKey: ["genie", "engine"],
  queryFn: ({ signal }) => unwrap(api.genie.engine.$get({}, withSignal(signal))),
});
