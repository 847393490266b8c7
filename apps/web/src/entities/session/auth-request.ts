import { ApiError, unwrap } from "../../lib/api-client.ts";
import { isSessionGoneStatus } from "./session-gone.ts";

/**
 * Posts to one of better-auth's endpoints, which are its own handler behind `/api/auth/*`,
 * outside the typed routes: the answer is unknown until the caller parses what it reads.
 */
export const postToAuth = (path: string, body: object) =>
  unwrap(
    fetch(`/api/auth/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    }),
  );

/** Signs out on the server; 401, 403 and 404 mean the session is already gone there. */
export const signOutOnServer = async () => {
  try {
    await postToAuth("sign-out", {});
  } catch (error) {
    if (error instanceof ApiError && isSessionGoneStatus(error.status)) return;
    throw error;
  }
};
