import { useMutation } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";

export const deleteAccount = (confirmEmail: string) => unwrap(api.account.$delete({ json: { confirmEmail } }));

/** Deletes the signed-in account for good; asked once, never retried behind the member's back. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount, retry: false });
