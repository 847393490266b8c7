import { api, unwrap } from "../../../lib/api-client.ts";

/** Whether the e-mail has an account. A failed lookup counts as "no account" (spec §4), so the visitor can still sign up. */
export const checkUserExists = async (email: string): Promise<boolean> => {
  try {
    const { exists } = await unwrap(
      api.functions["check-user-exists"].$post({ json: { email: email.trim().toLowerCase() } }),
    );
    return exists;
  } catch {
    return false;
  }
};
