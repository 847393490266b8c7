import { authMessages } from "@promptloom/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { authClient } from "./auth-client.ts";
import { sessionQueryKey } from "./session.ts";
import { toast } from "./toast.ts";

/**
 * Signs out and always clears the local session, whatever the server answers, then goes to the
 * home page (a prerendered page outside the app, hence a full navigation).
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authClient.signOut,
    retry: false,
    onError: () => toast({ title: "Error", description: authMessages.signOutFailed, variant: "destructive" }),
    onSettled: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      window.location.assign("/");
    },
  });
};
