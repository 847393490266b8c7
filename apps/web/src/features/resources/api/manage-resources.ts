import type { ResourceInput, ResourceQuery } from "@promptloom/contracts/resources";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";
import { resourcesQueryKey } from "./get-resources.ts";

const adminResourcesQueryKey = ["admin", "resources"] as const;

export const adminResourcesQueryOptions = (query: ResourceQuery) =>
  queryOptions({
    queryKey: [...adminResourcesQueryKey, query],
    queryFn: async ({ signal }) => unwrap(api.admin.resources.$get({ query: toQuery(query) }, withSignal(signal))),
  });

export const useAdminResources = (query: ResourceQuery) => useQuery(adminResourcesQueryOptions(query));

export const createResource = (input: ResourceInput) => unwrap(api.admin.resources.$post({ json: input }));
export const updateResource = ({ id, input }: { id: string; input: ResourceInput }) =>
  unwrap(api.admin.resources[":id"].$put({ param: { id }, json: input }));
export const deleteResource = (id: string) => unwrap(api.admin.resources[":id"].$delete({ param: { id } }));
export const removeResourceFile = (id: string) => unwrap(api.admin.resources[":id"].file.$delete({ param: { id } }));

/** The file goes as the request body, its name in the address; the server checks its content. */
export const attachResourceFile = async ({ id, file }: { id: string; file: File }) =>
  unwrap(
    api.admin.resources[":id"].file.$put(
      { param: { id }, query: { name: file.name } },
      { init: { body: file, headers: { "Content-Type": file.type || "application/octet-stream" } } },
    ),
  );

/** Any change shows in the admin list and the members' resource center alike. */
const useResourceMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminResourcesQueryKey });
      await queryClient.invalidateQueries({ queryKey: resourcesQueryKey });
    },
  });
};

export const useCreateResource = () => useResourceMutation(createResource);
export const useUpdateResource = () => useResourceMutation(updateResource);
export const useDeleteResource = () => useResourceMutation(deleteResource);
export const useAttachResourceFile = () => useResourceMutation(attachResourceFile);
export const useRemoveResourceFile = () => useResourceMutation(removeResourceFile);
