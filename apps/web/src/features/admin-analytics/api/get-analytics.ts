import type { AnalyticsQuery, AnalyticsSeriesId } from "@promptloom/contracts/admin-analytics";
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

/**
 * The charts' data for one period (none asked while the period is not valid); the charts on
 * screen stay while another period loads.
 */
export const useAnalytics = (query: AnalyticsQuery | null) =>
  useQuery({
    queryKey: ["admin", "analytics", query],
    queryFn: query ? ({ signal }) => unwrap(api.admin.analytics.$get({ query }, withSignal(signal))) : skipToken,
    placeholderData: keepPreviousData,
  });

/** Where one series of the period downloads as CSV. */
export const analyticsExportHref = (query: AnalyticsQuery, series: AnalyticsSeriesId) =>
  api.admin.analytics.export.$path({ query: { ...query, series } });
