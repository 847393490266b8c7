import type { Context } from "hono";

import type { Auth } from "../../auth/create-auth.ts";

/**
 * Hands a validated body to the authentication library as the request it expects: the same
 * address and headers (cookies, origin), the checked JSON instead of what the client sent.
 */
export const forwardJson = (auth: Auth, c: Context, body: unknown): Promise<Response> => {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body: JSON.stringify(body) }));
};

/**
 * The library answers sign-in, sign-up and password changes with the session token in the JSON
 * body as well as in the httpOnly cookie; a script in the page must never see it, so it is taken
 * out of the body.
 */
export const withoutSessionToken = async (response: Response): Promise<Response> => {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body: unknown = await response.json();
  if (typeof body === "object" && body !== null) {
    delete (body as { token?: unknown }).token;
    const session = (body as { session?: { token?: unknown } }).session;
    if (typeof session === "object" && session !== null) delete session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
};
