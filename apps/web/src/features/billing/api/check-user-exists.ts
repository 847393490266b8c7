import type { CheckUserExistsResponse } from "@promptloom/contracts/auth";

import { apiRequest } from "../../../lib/api-client.ts";

/** Whether the e-mail has an account. A failed lookup counts as "no account" (spec §4), so the visitor can still sign up. */
export const checkUserExists = async (email: string): Promise<boolean> => {
  try {
    const { exists } = await apiRequest<CheckUserExistsResponse>("/api/functions/check-user-exists", {
      body: { email: email.trim().toLowerCase() },
    });
    return exists;
  } catch {
    return false;
  }
};
