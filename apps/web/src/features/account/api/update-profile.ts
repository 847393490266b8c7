import type { UpdateProfileInput } from "@promptloom/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { sessionQueryKey } from "../../../entities/session/session.ts";
import { api, unwrap } from "../../../lib/api-client.ts";

export const updateProfile = (input: UpdateProfileInput) => unwrap(api.account.profile.$patch({ json: input }));

/** Renames the member; the session is re-read so every screen shows the new name. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
};
