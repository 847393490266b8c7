import { parse } from "hono/utils/cookie";

import type { AuthCache } from "../../auth/auth-cache.ts";
import type { Auth } from "../../auth/create-auth.ts";
import { apiAnswerHeaders } from "../../http/api-headers.ts";
import { MIN_COMPRESSED_BYTES } from "../../http/compress-answers.ts";
import type { PreparedAnswer } from "../../http/encoded-body.ts";
import type { DirectRequest } from "../../http/request-listener.ts";
import { toMe } from "./read-me.ts";

/**
 * The answer of `GET /api/me` (and `/api/session`) for a member whose session and profile this
 * instance keeps in memory (auth/auth-cache.ts); null when it does not (no session cookie, an API
 * key, a session or profile not kept: the first request, after a change, after another instance
 * signed the member out). The server answers these without the app's routing
 * (http/request-listener.ts) and leaves every null to the routes, which read and keep what is
 * missing: the answer is the same either way (headers included: the API's, and uncompressed as
 * compressAnswers leaves small answers), and a revoked session is never answered here.
 */
export const createMeFromMemory = ({ auth, cache }: { auth: Auth; cache: AuthCache }) => {
  let cookieName: string | null = null;
  void auth.$context.then((context) => {
    cookieName = context.authCookies.sessionToken.name;
  });

  return ({ method, header }: DirectRequest): PreparedAnswer | null => {
    const cookies = header("cookie");
    // As in loadSession: a request with an Authorization header is never signed in by its cookies.
    // HEAD answers go through compressAnswers differently: the routes have them.
    if (method !== "GET" || !cookieName || !cookies || header("authorization")) return null;
    const token = parse(cookies, cookieName)[cookieName];
    const user = token ? cache.keptUser(token) : undefined;
    const profile = user ? cache.keptProfile(user.id) : undefined;
    if (!user || !profile) return null;
    const body = Buffer.from(JSON.stringify(toMe(user, profile)));
    if (body.byteLength >= MIN_COMPRESSED_BYTES) return null;
    return {
      status: 200,
      headers: { "Content-Type": "application/json", ...apiAnswerHeaders, Vary: "Accept-Encoding" },
      body,
    };
  };
};
