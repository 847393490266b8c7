/**
 * The server sends the prerendered sign-in page only to visitors without a session cookie, so an
 * app started on it is known to be signed out: it renders as prerendered and asks for no session.
 * The knowledge is used once, by the session query's first build; later reads ask the server.
 */
let isKnownSignedOut = false;

/** Called before rendering a page prerendered for visitors without a session. */
export const startSignedOut = () => {
  isKnownSignedOut = true;
};

/** The session to start with: null (signed out) once after `startSignedOut()`, else unknown. */
export const takeStartingSession = (): null | undefined => {
  if (!isKnownSignedOut) return undefined;
  isKnownSignedOut = false;
  return null;
};
