import { authMessages } from "@promptloom/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toastError } from "../../lib/toast.ts";
import { authClient } from "./auth-client.ts";
import { sessionQueryKey } from "./session.ts";

/**
 * Signs out, clears the local session and goes to the home page (a prerendered page outside the
 * app, hence a full navigation). A 401, 403 or 404 means the server has no session left, so it
 * counts as signed out; any other failure leaves the member signed in and says so.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authClient.signOut,
    retry: false,
    onError: () => toastError(authMessages.signOutFailed),
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      window.location.assign("/");
    },
  });
};
