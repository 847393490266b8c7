import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";
import { toastError } from "../../../lib/toast.ts";
import { libraryPromptQueryOptions } from "./get-library-prompt.ts";
import { libraryQueryKey } from "./get-library-prompts.ts";

export const setLibraryFavorite = ({ id, isFavorite }: { id: string; isFavorite: boolean }) => {
  const favorite = api.library[":id"].favorite;
  return unwrap(isFavorite ? favorite.$put({ param: { id } }) : favorite.$delete({ param: { id } }));
};

/** Marks or unmarks a favourite; the open prompt shows the change at once. */
export const useSetLibraryFavorite = (slug: string) => {
  const queryClient = useQueryClient();
  const promptKey = libraryPromptQueryOptions(slug).queryKey;
  return useMutation({
    mutationFn: setLibraryFavorite,
    onMutate: ({ isFavorite }) => {
      queryClient.setQueryData(promptKey, (prompt) => prompt && { ...prompt, isFavorite });
    },
    onError: (_, { isFavorite }) => {
      queryClient.setQueryData(promptKey, (prompt) => prompt && { ...prompt, isFavorite: !isFavorite });
      toastError("Could not update your favourites. Please try again.");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...libraryQueryKey, "list"] }),
  });
};
