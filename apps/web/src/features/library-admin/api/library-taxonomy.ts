import type { LibraryCategory, PromptType } from "@promptloom/contracts/library";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";
import { adminLibraryQueryKey, useInvalidateLibrary } from "./library-admin-keys.ts";

const categories = api.admin["library-categories"];
const tags = api.admin["library-tags"];
const categoriesQueryKey = [...adminLibraryQueryKey, "categories"] as const;

/** Every category with its prompt counts, in their order; `type` keeps those of one library. */
export const useAdminCategories = (type: PromptType) =>
  useQuery({
    queryKey: categoriesQueryKey,
    queryFn: async ({ signal }) => (await unwrap(categories.$get({}, withSignal(signal)))).items,
    select: (items) => items.filter((category) => category.type === type),
  });

export const useAdminTags = () =>
  useQuery({
    queryKey: [...adminLibraryQueryKey, "tags"],
    queryFn: async ({ signal }) => (await unwrap(tags.$get({}, withSignal(signal)))).items,
  });

/** Category changes answer with the whole new list, which replaces the cached one at once. */
const useCategoryChange = <Input>(send: (input: Input) => Promise<{ items: unknown }>) => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ items }) => {
      queryClient.setQueryData(categoriesQueryKey, items);
      await invalidate();
    },
  });
};

export const useCreateCategory = () =>
  useCategoryChange((input: LibraryCategory) => unwrap(categories.$post({ json: input })));

export const useUpdateCategory = () =>
  useCategoryChange(
    ({ slug, changes }: { slug: string; changes: Omit<LibraryCategory, "type"> & { position?: number } }) =>
      unwrap(categories[":slug"].$put({ param: { slug }, json: changes })),
  );

export const useDeleteCategory = () =>
  useCategoryChange(({ slug, moveTo }: { slug: string; moveTo?: string }) =>
    unwrap(categories[":slug"].$delete({ param: { slug }, query: moveTo ? { moveTo } : {} })),
  );

/** Renames a tag on every prompt; naming an existing tag merges the two. */
export const useRenameTag = () => {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ tag, name }: { tag: string; name: string }) =>
      unwrap(tags[":tag"].$put({ param: { tag: encodeURIComponent(tag) }, json: { name } })),
    onSuccess: invalidate,
  });
};

export const useRemoveTag = () => {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: (tag: string) => unwrap(tags[":tag"].$delete({ param: { tag: encodeURIComponent(tag) } })),
    onSuccess: invalidate,
  });
};
