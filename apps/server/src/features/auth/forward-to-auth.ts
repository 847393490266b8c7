import type { ApiErrorBody, ErrorCode } from "@promptloom/contracts/api-error";
import type { Context } from "hono";

import type { Auth } from "../../auth/create-auth.ts";

/**
 * Hands a validated body to the authentication library as the request it expects: the same
 * address and headers (cookies, origin), the checked JSON instead of what the client sent.
 */
export const forwardJson = async (auth: Auth, c: Context, body: unknown): Promise<Response> => {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const request = new Request(c.req.raw.url, { method: c.req.method, headers, body: JSON.stringify(body) });
  return asProductResponse(await auth.handler(request));
};

/** Hands the request to the library as it came (no body to check), and its answer back as ours. */
export const passToAuth = async (auth: Auth, c: Context): Promise<Response> =>
  asProductResponse(await auth.handler(c.req.raw));

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409 || status === 422) return "conflict";
  if (status === 429) return "rate_limited";
  return status >= 500 ? "internal_error" : "bad_request";
};

/**
 * The library's answer as one of ours. Its errors (`{ code, message }`) take the API's error
 * shape, so every client reads one shape; its successes lose the session token it puts in the
 * JSON body as well as in the httpOnly cookie, since a script in the page must never see it.
 */
export const asProductResponse = async (response: Response): Promise<Response> => {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const text = await response.text();
  // Redirects come with a JSON content type and no body.
  if (!text) return new Response(null, { status: response.status, headers });
  let body: unknown = JSON.parse(text);
  if (typeof body === "object" && body !== null) {
    if (!response.ok) {
      const message = "message" in body && typeof body.message === "string" ? body.message : "Request failed";
      body = { error: { code: codeForStatus(response.status), message } } satisfies ApiErrorBody;
    } else {
      delete (body as { token?: unknown }).token;
      const session = (body as { session?: { token?: unknown } }).session;
      if (typeof session === "object" && session !== null) delete session.token;
    }
  }
  return new Response(JSON.stringify(body), { status: response.status, headers });
};
