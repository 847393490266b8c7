import type { ChangePasswordInput, UpdateProfileInput } from "@promptloom/contracts/account";

import { apiRequest } from "../../../lib/api-client.ts";

export const accountApi = {
  updateProfile: (input: UpdateProfileInput) =>
    apiRequest<{ fullName: string }>("/api/account/profile", { method: "PATCH", body: input }),

  /** better-auth's change-password; other sessions are signed out with the old password. */
  changePassword: (input: Pick<ChangePasswordInput, "currentPassword" | "newPassword">) =>
    apiRequest<unknown>("/api/auth/change-password", { body: { ...input, revokeOtherSessions: true } }),

  deleteAccount: (confirmEmail: string) =>
    apiRequest<undefined>("/api/account", { method: "DELETE", body: { confirmEmail } }),
};
