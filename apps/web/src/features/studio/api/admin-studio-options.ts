import type { StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import type { CreateStudioOptionInput, UpdateStudioOptionInput } from "@promptloom/contracts/studio/studio-options";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { studioOptionsQueryKey } from "./get-studio-options.ts";
import { useChange } from "./use-change.ts";

const adminOptionsQueryKey = ["admin", "studio", "options"] as const;
/** Read again after every change: the admin's list and the members' builder. */
const changed = [adminOptionsQueryKey, studioOptionsQueryKey];
const option = api.admin.studio.options[":id"];

/** Every option of every group, hidden ones included, for the admin screen. */
export const adminStudioOptionsQueryOptions = queryOptions({
  queryKey: adminOptionsQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.admin.studio.options.$get({}, withSignal(signal)))).items,
});

export const useAdminStudioOptions = () => useQuery(adminStudioOptionsQueryOptions);

export const useCreateStudioOption = () =>
  useChange((input: CreateStudioOptionInput) => unwrap(api.admin.studio.options.$post({ json: input })), changed);

export const useUpdateStudioOption = () =>
  useChange(
    ({ id, changes }: { id: string; changes: UpdateStudioOptionInput }) =>
      unwrap(option.$patch({ param: { id }, json: changes })),
    changed,
  );

export const useDeleteStudioOption = () =>
  useChange((id: string) => unwrap(option.$delete({ param: { id } })), changed);

export const useReorderStudioOptions = () =>
  useChange(
    (input: { group: StudioGroup; ids: string[] }) => unwrap(api.admin.studio.options.reorder.$post({ json: input })),
    changed,
  );

/** Sends the image file as the request body; null removes the example image. */
export const useSetStudioOptionImage = () =>
  useChange(
    ({ id, image }: { id: string; image: File | null }) =>
      image
        ? unwrap(
            option["example-image"].$put(
              { param: { id } },
              { init: { body: image, headers: { "Content-Type": image.type || "application/octet-stream" } } },
            ),
          )
        : unwrap(option["example-image"].$delete({ param: { id } })),
    changed,
  );
