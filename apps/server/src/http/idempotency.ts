import { createHash } from "node:crypto";

import { and, eq, lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";

import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";
import { discardBody } from "./limit-body.ts";

/** How long a key's first answer is kept and replayed. */
const KEEP_MS = 24 * 60 * 60_000;

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
 * Keys belong to their caller (the signed-in user, or the API key), so nobody can read another
 * caller's answer. Answers of 5xx are not kept, so a retry after a failure runs again.
 *
 * `uploads`: routes that read their own bodies under their own limits (files, the library
 * import). Their body is never read here, so the route reads it once, as without a key; a
 * request is identified by its key and path alone (a multipart body changes its boundary on
 * every send, so comparing bodies would refuse honest retries), and an answer given here
 * (a replay, a 409) throws the unread body away. Other bodies that are not JSON are left alone.
 */
export const idempotentCreates =
  (db: Database, options: { uploads?: boolean } = {}): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
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

    const claim = () =>
      db
        .insert(idempotencyKeys)
        .values({ caller, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
    let [claimed] = await claim();
    if (!claimed) {
      const [earlier] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
      const isExpired = !earlier || earlier.createdAt.getTime() < Date.now() - KEEP_MS;
      if (isExpired) {
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.caller, caller),
              eq(idempotencyKeys.key, key),
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${KEEP_MS / 1000})`),
            ),
          );
        [claimed] = await claim();
      }
      if (!claimed) {
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

    const release = () =>
      db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const answer = c.res;
    const answerType = answer.headers.get("Content-Type") ?? "";
    // Failures may succeed when retried; streams cannot be replayed.
    if (answer.status >= 500 || answer.status === 429 || answerType.includes("text/event-stream") || c.error) {
      await release();
      return;
    }
    const text = await answer.clone().text();
    await db
      .update(idempotencyKeys)
      .set({ status: answer.status, contentType: answerType || null, body: text })
      .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
    // Now and then, the keys past their 24 hours go.
    if (Math.random() < 0.01) {
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${KEEP_MS / 1000})`));
    }
  };
