import { createHash } from "node:crypto";

import type { MiddlewareHandler } from "hono";

import type { Database } from "../db/client.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";
import { ABANDONED_AFTER_MS, idempotencyClaims } from "./idempotency-claims.ts";
import { discardBody } from "./limit-body.ts";

/** What a key may look like: a UUID, or any printable token a client makes up. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** Creates that are no data of the caller's, or that set cookies a replay could not. */
const exempt = /^\/api\/(auth\/|webhooks\/|demo\/)/;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * `Idempotency-Key` on every create (POST), on the web API and `/api/v1` alike: a client that
 * retries after a lost answer sends the same key, and gets the first request's answer (stored in
 * the database for 24 hours, header `Idempotent-Replayed: true`) instead of creating a second
 * copy. The same key with another body is a 422; while the first request is still running, 409.
 * A claim left without an answer for longer than a request can run (the server died running it)
 * is taken over by the next retry of the same request, which runs again; saved prompts carry
 * their key, so that second run finds the prompt the first one stored (see `c.var.idempotency`).
 * Keys belong to their caller (the signed-in user, or the API key), so nobody can read another
 * caller's answer. Answers of 5xx are not kept, so a retry after a failure runs again.
 *
 * `uploads`: routes that read their own bodies under their own limits (files, the library
 * import). Their body is never read here, so the route reads it once, as without a key; a
 * request is identified by its key and path alone (a multipart body changes its boundary on
 * every send, so comparing bodies would refuse honest retries), and an answer given here
 * (a replay, a 409) throws the unread body away. Other bodies that are not JSON are left alone.
 */
export const idempotentCreates = (
  db: Database,
  options: { uploads?: boolean; abandonedAfterMs?: number } = {},
): MiddlewareHandler<AppEnv> => {
  const claims = idempotencyClaims(db, { abandonedAfterMs: options.abandonedAfterMs ?? ABANDONED_AFTER_MS });
  return async (c, next) => {
    const key = c.req.header("Idempotency-Key");
    if (key === undefined || c.req.method !== "POST" || exempt.test(c.req.path)) return next();
    if (!keyPattern.test(key)) {
      throw AppError.validation("Idempotency-Key must be 1 to 255 printable characters, such as a UUID.");
    }
    const contentType = c.req.header("Content-Type") ?? "";
    const hasBody = c.req.header("Content-Length") !== "0" && c.req.raw.body !== null;
    const isUpload = options.uploads === true;
    if (!isUpload && hasBody && !contentType.includes("application/json")) return next();

    const authorization = c.req.header("Authorization");
    const caller = authorization ? `key:${sha256(authorization)}` : c.get("user")?.id;
    if (!caller) return next();
    const body = hasBody && !isUpload ? await c.req.text() : "";
    const requestHash = sha256(`${c.req.method} ${c.req.path}\n${isUpload ? "(upload)" : body}`);

    let claim = await claims.claim(caller, key, requestHash);
    if (!claim) {
      let earlier = await claims.find(caller, key);
      if (!earlier || (await claims.forgetIfExpired(caller, key))) {
        claim = await claims.claim(caller, key, requestHash);
        earlier = undefined;
      } else if (earlier.status === null && earlier.requestHash === requestHash) {
        // No answer yet: a retry takes the claim over once its request can no longer be running.
        claim = await claims.takeOver(caller, key, requestHash);
      }
      if (!claim) {
        // Answered here: an upload's body, never read, is thrown away (or the connection closed).
        const headers: Record<string, string> = isUpload && !(await discardBody(c)) ? { Connection: "close" } : {};
        if (earlier && earlier.requestHash !== requestHash) {
          throw new AppError(
            "validation_error",
            422,
            "This Idempotency-Key was already used for a different request. Use a new key for each new request.",
            headers,
          );
        }
        if (!earlier || earlier.status === null) {
          const message = "A request with this Idempotency-Key is still being processed. Try again shortly.";
          throw new AppError("conflict", 409, message, headers);
        }
        return new Response(earlier.body, {
          status: earlier.status,
          headers: {
            ...headers,
            ...(earlier.contentType ? { "Content-Type": earlier.contentType } : {}),
            "Idempotent-Replayed": "true",
          },
        });
      }
    }

    // Routes that can find what an earlier attempt wrote (saved prompts) read the key from here.
    c.set("idempotency", { key, since: claim.createdAt });
    try {
      await next();
    } catch (error) {
      await claims.release(claim);
      throw error;
    }
    const answer = c.res;
    const answerType = answer.headers.get("Content-Type") ?? "";
    // Failures may succeed when retried; streams cannot be replayed.
    if (answer.status >= 500 || answer.status === 429 || answerType.includes("text/event-stream") || c.error) {
      await claims.release(claim);
      return;
    }
    const text = await answer.clone().text();
    await claims.answer(claim, { status: answer.status, contentType: answerType || null, body: text });
    // Now and then, the keys past their 24 hours go.
    if (Math.random() < 0.01) await claims.purgeExpired();
  };
};
