import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const photoUploadsQueryKey = ["photo-studio", "uploads"] as const;

/** The member's photos, newest first, each with its measurements and builder choices. */
export const photoUploadsQueryOptions = queryOptions({
  queryKey: photoUploadsQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api["photo-studio"].uploads.$get({}, withSignal(signal)))).items,
});

export const usePhotoUploads = () => useQuery(photoUploadsQueryOptions);

/** One photo (the Prompt Studio opens it by id); no request without an id. */
export const usePhotoUpload = (id: string | null) =>
  useQuery({
    queryKey: [...photoUploadsQueryKey, id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      unwrap(
        api["photo-studio"].uploads[":id"].$get({ param: { id: encodeURIComponent(id ?? "") } }, withSignal(signal)),
      ),
  });

/** What a member may upload here, and whether a vision model describes photos. */
export const usePhotoStudioSettings = () =>
  useQuery({
    queryKey: ["photo-studio", "settings"],
    queryFn: ({ signal }) => unwrap(api["photo-studio"].settings.$get({}, withSignal(signal))),
  });

export const useDeletePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api["photo-studio"].uploads[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoUploadsQueryKey }),
  });
};

/** Asks the vision model to describe a photo; the answer carries the new builder choices. */
export const useDescribePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api["photo-studio"].uploads[":id"].describe.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoUploadsQueryKey }),
  });
};
