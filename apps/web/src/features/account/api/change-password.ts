import type { ChangePasswordInput } from "@promptloom/contracts/account";
import { useMutation } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";

/** better-auth's change-password; other sessions are signed out with the old password. */
export const changePassword = (input: Pick<ChangePasswordInput, "currentPassword" | "newPassword">) =>
  apiRequest<unknown>("/api/auth/change-password", { body: { ...input, revokeOtherSessions: true } });

// Not retried: a change that went through but whose answer was lost would be refused the second
// time, the old password no longer being current.
export const useChangePassword = () => useMutation({ mutationFn: changePassword, retry: false });
