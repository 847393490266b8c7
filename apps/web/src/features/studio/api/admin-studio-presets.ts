import type { CreateStudioPresetInput, UpdateStudioPresetInput } from "@promptloom/contracts/studio/studio-presets";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { studioPresetsQueryKey } from "./get-studio-presets.ts";
import { useChange } from "./use-change.ts";

const adminPresetsQueryKey = ["admin", "studio", "presets"] as const;
/** Read again after every change: the admin's list and the members' presets. */
const changed = [adminPresetsQueryKey, studioPresetsQueryKey];
const preset = api.admin.studio.presets[":id"];

/** The featured presets, hidden ones included, in the order members see them. */
export const adminStudioPresetsQueryOptions = queryOptions({
  queryKey: adminPresetsQueryKey,
  queryFn: async ({ signal }) => (await unwrap(api.admin.studio.presets.$get({}, withSignal(signal)))).items,
});

export const useAdminStudioPresets = () => useQuery(adminStudioPresetsQueryOptions);

export const useCreateFeaturedPreset = () =>
  useChange((input: CreateStudioPresetInput) => unwrap(api.admin.studio.presets.$post({ json: input })), changed);

export const useUpdateFeaturedPreset = () =>
  useChange(
    ({ id, changes }: { id: string; changes: UpdateStudioPresetInput }) =>
      unwrap(preset.$patch({ param: { id }, json: changes })),
    changed,
  );

export const useDeleteFeaturedPreset = () =>
  useChange((id: string) => unwrap(preset.$delete({ param: { id } })), changed);

export const useReorderFeaturedPresets = () =>
  useChange((ids: string[]) => unwrap(api.admin.studio.presets.reorder.$post({ json: { ids } })), changed);
