import type { DeleteAccountInput } from "@promptloom/contracts/account";
import { useMutation } from "@tanstack/react-query";

import { api, unwrap } from "../../../lib/api-client.ts";

export const deleteAccount = (input: DeleteAccountInput) => unwrap(api.account.$delete({ json: input }));

/** Deletes the signed-in account for good; asked once, never retried behind the member's back. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount, retry: false });
