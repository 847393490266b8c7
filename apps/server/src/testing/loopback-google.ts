/**
 * Google's side of an OAuth sign-in, on 127.0.0.1 for tests. `consent` plays the consent screen:
 * it reads the authorization URL the app sent the browser to, checks it, and answers with the
 * redirect Google would make. The token endpoint is a real HTTP server that checks the code, the
 * client's secret and the PKCE verifier before it hands out an ID token.
 *
 * The app reaches `https://oauth2.googleapis.com` through the process-wide fetch, so `route()`
 * sends connections for that host to this server and every other host on its way.
 */
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { connect as connectTcp } from "node:net";

import { Agent, buildConnector, getGlobalDispatcher, setGlobalDispatcher } from "undici";

export type GoogleProfile = { sub: string; email: string; name: string; emailVerified?: boolean };

type Grant = { profile: GoogleProfile; clientId: string; redirectUri: string; codeChallenge: string };

const tokenHost = "oauth2.googleapis.com";

const readForm = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
};

/** The claims Google puts in an ID token, as a JWT. The code flow takes it straight from the token
 * endpoint over TLS, so the app decodes it without checking a signature; none is made here. */
const idTokenFor = (profile: GoogleProfile, clientId: string) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: "https://accounts.google.com",
    aud: clientId,
    azp: clientId,
    sub: profile.sub,
    email: profile.email,
    email_verified: profile.emailVerified ?? true,
    name: profile.name,
    picture: "",
    iat: now,
    exp: now + 3600,
  };
  return `${part({ alg: "RS256", kid: "loopback", typ: "JWT" })}.${part(claims)}.${randomBytes(16).toString("base64url")}`;
};

export const startLoopbackGoogle = async (client: { clientId: string; clientSecret: string }) => {
  const grants = new Map<string, Grant>();
  const tokenRequests: URLSearchParams[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      tokenRequests.push(form);
      const grant = grants.get(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const isValid =
        request.method === "POST" &&
        request.url === "/token" &&
        form.get("grant_type") === "authorization_code" &&
        grant !== undefined &&
        form.get("client_id") === client.clientId &&
        form.get("client_secret") === client.clientSecret &&
        form.get("redirect_uri") === grant.redirectUri &&
        createHash("sha256").update(verifier).digest("base64url") === grant.codeChallenge;
      response.setHeader("Content-Type", "application/json");
      if (!isValid || !grant) {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: "invalid_grant", error_description: "Bad Request" }));
        return;
      }
      grants.delete(form.get("code") ?? "");
      response.end(
        JSON.stringify({
          access_token: randomBytes(16).toString("hex"),
          expires_in: 3599,
          token_type: "Bearer",
          scope: "openid email profile",
          id_token: idTokenFor(grant.profile, client.clientId),
        }),
      );
    })();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  const previous = getGlobalDispatcher();
  const direct = buildConnector({});
  setGlobalDispatcher(
    new Agent({
      connect: (options, callback) => {
        if (options.hostname !== tokenHost) {
          direct(options, callback);
          return;
        }
        // Plain HTTP on loopback in place of Google's TLS: the request itself is unchanged.
        const socket = connectTcp(port, "127.0.0.1");
        socket.once("connect", () => callback(null, socket));
        socket.once("error", (error) => callback(error, null));
      },
    }),
  );

  return {
    tokenRequests,
    /**
     * The account chooser and consent screen: given the URL the app sent the browser to, returns
     * where Google sends the browser back, with a one-time code for this profile.
     */
    consent: (authorizationUrl: string, profile: GoogleProfile) => {
      const url = new URL(authorizationUrl);
      if (url.origin !== "https://accounts.google.com" || url.pathname !== "/o/oauth2/v2/auth") {
        throw new Error(`Not Google's authorization endpoint: ${authorizationUrl}`);
      }
      const params = url.searchParams;
      if (params.get("client_id") !== client.clientId) throw new Error("Unknown client_id");
      if (params.get("response_type") !== "code") throw new Error("Only the code flow is supported");
      if (params.get("code_challenge_method") !== "S256") throw new Error("PKCE with S256 is required");
      const redirectUri = params.get("redirect_uri") ?? "";
      const code = randomBytes(12).toString("hex");
      grants.set(code, {
        profile,
        clientId: client.clientId,
        redirectUri,
        codeChallenge: params.get("code_challenge") ?? "",
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", params.get("state") ?? "");
      return back.toString();
    },
    close: async () => {
      setGlobalDispatcher(previous);
      server.close();
      await once(server, "close");
    },
  };
};

export type LoopbackGoogle = Awaited<ReturnType<typeof startLoopbackGoogle>>;
