import { api, ApiError, unwrap } from "../../lib/api-client.ts";
import { isSessionGoneStatus } from "./session-gone.ts";

/** Signs out on the server; 401, 403 and 404 mean the session is already gone there. */
export const signOutOnServer = async () => {
  try {
    await unwrap(api.auth["sign-out"].$post());
  } catch (error) {
    if (error instanceof ApiError && isSessionGoneStatus(error.status)) return;
    throw error;
  }
};
