import { useQueryClient } from "@tanstack/react-query";

export const adminLibraryQueryKey = ["admin", "library"] as const;

/**
 * The members' library queries (features/library) start with "library": an admin who changes the
 * library and then opens it as a member sees the change at once.
 */
const memberLibraryQueryKey = ["library"] as const;

/** After any change to prompts, categories or tags: every admin and member library view reloads. */
export const useInvalidateLibrary = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminLibraryQueryKey }),
      queryClient.invalidateQueries({ queryKey: memberLibraryQueryKey }),
    ]);
};
