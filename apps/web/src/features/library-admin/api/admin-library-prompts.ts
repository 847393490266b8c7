import type {
  AdminLibraryPromptInput,
  AdminLibraryQuery,
  LibraryBulkAction,
  LibraryPromptFlags,
} from "@promptloom/contracts/library-admin";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

import { api, toQuery, unwrap, withSignal } from "../../../lib/api-client.ts";
import { adminLibraryQueryKey, useInvalidateLibrary } from "./library-admin-keys.ts";

const prompts = api.admin.library;

/** One page of prompts, drafts included; the previous page stays on screen while the next loads. */
export const useAdminLibraryPrompts = (query: AdminLibraryQuery) =>
  useQuery({
    queryKey: [...adminLibraryQueryKey, "list", query],
    queryFn: ({ signal }) =>
      unwrap(prompts.$get({ query: { ...toQuery(query), type: query.type } }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** A whole prompt (its text and example too), for the editor. */
export const useAdminLibraryPrompt = (id: string | null) =>
  useQuery({
    queryKey: [...adminLibraryQueryKey, "prompt", id],
    queryFn: ({ signal }) => unwrap(prompts[":id"].$get({ param: { id: id ?? "" } }, withSignal(signal))),
    enabled: id !== null,
  });

export const useSaveLibraryPrompt = () => {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AdminLibraryPromptInput }) =>
      id ? unwrap(prompts[":id"].$put({ param: { id }, json: input })) : unwrap(prompts.$post({ json: input })),
    onSuccess: invalidate,
  });
};

export const useSetLibraryPromptFlags = () => {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: LibraryPromptFlags }) =>
      unwrap(prompts[":id"].$patch({ param: { id }, json: flags })),
    onSuccess: invalidate,
  });
};

export const useDeleteLibraryPrompt = () => {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: (id: string) => unwrap(prompts[":id"].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
};

export const useBulkLibraryAction = () => {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: (input: { action: LibraryBulkAction; ids: string[] }) => unwrap(prompts.bulk.$post({ json: input })),
    onSuccess: invalidate,
  });
};

/** The example image travels as the file's own bytes. */
export const useSetExampleImage = () => {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, image }: { id: string; image: File | null }) =>
      image
        ? unwrap(
            prompts[":id"]["example-image"].$put(
              { param: { id } },
              { init: { body: image, headers: { "content-type": image.type || "application/octet-stream" } } },
            ),
          )
        : unwrap(prompts[":id"]["example-image"].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
};
