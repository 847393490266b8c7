import type { ExpandSubjectInput } from "@promptloom/contracts/studio/expand-subject";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

/** Whether this server has a language model for "Describe it for me", and which. */
export const studioConfigQueryOptions = queryOptions({
  queryKey: ["studio", "config"],
  queryFn: ({ signal }) => unwrap(api.studio.config.$get({}, withSignal(signal))),
});

export const useStudioConfig = () => useQuery(studioConfigQueryOptions);

/** "Describe it for me": a short subject written out in full by the language model. */
export const useExpandSubject = () =>
  useMutation({
    mutationFn: (input: ExpandSubjectInput) => unwrap(api.studio["expand-subject"].$post({ json: input })),
  });
