import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { browserTimeZone } from "../../../lib/browser-time-zone.ts";

/** The business at a glance; "this month" is the admin's own calendar month. */
export const useOverview = () => {
  const [timeZone] = useState(browserTimeZone);
  return useQuery({
    queryKey: ["admin", "overview", timeZone],
    queryFn: ({ signal }) => unwrap(api.admin.overview.$get({ query: { timeZone } }, withSignal(signal))),
  });
};
