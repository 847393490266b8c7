import type { CreateStudioPresetInput } from "@promptloom/contracts/studio/studio-presets";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const studioPresetsQueryKey = ["studio", "presets"] as const;

/** The featured presets, then the member's own. */
export const studioPresetsQueryOptions = queryOptions({
  queryKey: studioPresetsQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.studio.presets.$get({}, withSignal(signal)))).items,
});

export const useStudioPresets = () => useQuery(studioPresetsQueryOptions);

export const useCreateStudioPreset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStudioPresetInput) => unwrap(api.studio.presets.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioPresetsQueryKey }),
  });
};

export const useDeleteStudioPreset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.studio.presets[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioPresetsQueryKey }),
  });
};
