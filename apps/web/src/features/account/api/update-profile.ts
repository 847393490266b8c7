import type { UpdateProfileInput } from "@promptloom/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "../../../lib/session.ts";

export const updateProfile = (input: UpdateProfileInput) =>
  apiRequest<{ fullName: string }>("/api/account/profile", { method: "PATCH", body: input });

/** Renames the member; the session is re-read so every screen shows the new name. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
};
