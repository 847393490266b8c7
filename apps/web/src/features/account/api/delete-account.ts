import { useMutation } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";

export const deleteAccount = (confirmEmail: string) =>
  apiRequest<undefined>("/api/account", { method: "DELETE", body: { confirmEmail } });

/** Deletes the signed-in account for good; asked once, never retried behind the member's back. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount, retry: false });
