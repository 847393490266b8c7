import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import { onUsageTracked } from "../../entities/usage/track-usage.ts";
import { browserTimeZone } from "../../lib/browser-time-zone.ts";
import { useServerEvent } from "../../lib/use-server-event.ts";
import { usageSummaryQueryKey, usageSummaryQueryOptions } from "./api/get-usage-summary.ts";

/**
 * The usage summary, kept current without a reload: re-read whenever the server reports a usage
 * event (from this tab, another tab or another device) or that events may have been missed.
 */
export const useLiveUsageSummary = () => {
  const [timeZone] = useState(browserTimeZone);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: usageSummaryQueryKey });
  useServerEvent("usage", refresh);
  useServerEvent("resync", refresh);
  // This tab's own actions show at once, even before the server's event arrives.
  useEffect(
    () => onUsageTracked(() => void queryClient.invalidateQueries({ queryKey: usageSummaryQueryKey })),
    [queryClient],
  );
  return useQuery(usageSummaryQueryOptions(timeZone));
};
