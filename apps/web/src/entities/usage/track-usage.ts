import { usageMessages, type TrackUsageInput, type TrackUsageResponse } from "@promptloom/contracts/usage";

import { api, unwrap } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";

/** The browser event every successful track-usage call dispatches, with the server's answer. */
export const USAGE_TRACKED_EVENT = "usageTracked";

/**
 * Credits the minutes a copy or save saved (15 by default). Screens that show totals listen for
 * `usageTracked` instead of polling.
 */
export const trackUsage = async (input: TrackUsageInput): Promise<TrackUsageResponse> => {
  const response = await unwrap(api.functions["track-usage"].$post({ json: input }));
  window.dispatchEvent(new CustomEvent<TrackUsageResponse>(USAGE_TRACKED_EVENT, { detail: response }));
  return response;
};

export const onUsageTracked = (listener: (response: TrackUsageResponse) => void): (() => void) => {
  const handle = (event: Event) => listener((event as CustomEvent<TrackUsageResponse>).detail);
  window.addEventListener(USAGE_TRACKED_EVENT, handle);
  return () => window.removeEventListener(USAGE_TRACKED_EVENT, handle);
};

/**
 * The '+N min saved' toast, for screens whose own messages do not already say so. Nothing is
 * announced when the server credited nothing (the same prompt was credited within the hour).
 */
export const announceMinutesSaved = (response: TrackUsageResponse) => {
  if (response.event.minutesSaved === 0) return;
  toast({
    title: usageMessages.minutesSaved(response.event.minutesSaved),
    description: usageMessages.keepGoing,
    variant: "success",
  });
};
