import type { PhotoStudioSettings } from "@promptloom/contracts/studio/photo-studio";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

const adminPhotoSettingsQueryKey = ["admin", "photo-studio", "settings"] as const;

/** The Photo Studio's limits and the vision model's instructions, with the model in use. */
export const adminPhotoStudioSettingsQueryOptions = queryOptions({
  queryKey: adminPhotoSettingsQueryKey,
  queryFn: ({ signal }) => unwrap(api.admin["photo-studio"].settings.$get({}, withSignal(signal))),
});

export const useAdminPhotoStudioSettings = () => useQuery(adminPhotoStudioSettingsQueryOptions);

export const useSavePhotoStudioSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PhotoStudioSettings) => unwrap(api.admin["photo-studio"].settings.$put({ json: settings })),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPhotoSettingsQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ["photo-studio", "settings"] });
    },
  });
};
