import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";

import { AppError } from "./app-error.ts";

/** How much of a refused body is read and thrown away before the connection is closed instead. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads what is left of a refused body and throws it away. A client that is still sending when
 * the answer comes and the connection closes often reports a reset instead of the answer (browsers
 * and Node's fetch alike), so the 413 goes out once the client has finished sending; only a body
 * beyond DISCARD_MAX_BYTES is cut off. Answers whether the body was read to its end.
 */
const discardRest = async (reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> => {
  let discarded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    discarded += value.byteLength;
    if (discarded > DISCARD_MAX_BYTES) {
      await reader.cancel();
      return false;
    }
  }
};

type BodyLimit = { maxSize: number; message: string };

/**
 * Reads an unread request body to its end and throws it away, so an answer given without reading
 * it (a replay) does not leave the rest on the connection. Answers false for a body beyond
 * DISCARD_MAX_BYTES, whose answer must close the connection instead.
 */
export const discardBody = async (c: Context): Promise<boolean> => {
  const body = c.req.raw.body;
  if (!body || body.locked) return true;
  return discardRest(body.getReader());
};

/**
 * Refuses a request body over `maxSize` bytes with 413 and `message`: at once when its declared
 * length says so, otherwise as soon as it grows past the limit while a handler reads it. A body
 * the route never read (a route that takes none) is read to its end and thrown away.
 */
const bodyLimit =
  (readLimit: (c: Context) => BodyLimit | Promise<BodyLimit>): MiddlewareHandler =>
  async (c, next) => {
    // A GET has no body; asking a Node request for one would build a whole web Request first.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const { maxSize, message } = await readLimit(c);
    const reader: ReadableStreamDefaultReader<Uint8Array> = body.getReader();
    const tooLarge = (isRead: boolean) =>
      new AppError("payload_too_large", 413, message, isRead ? {} : { Connection: "close" });

    if (Number(c.req.header("content-length")) > maxSize) throw tooLarge(await discardRest(reader));

    let size = 0;
    let isFinished = false;
    // Set while a handler reads; a closure's assignment is invisible to narrowing, hence the holder.
    const refused: { error: AppError | null } = { error: null };
    const limited = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          isFinished = true;
          return controller.close();
        }
        size += value.byteLength;
        if (size <= maxSize) return controller.enqueue(value);
        refused.error = tooLarge(await discardRest(reader));
        controller.error(refused.error);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    // A streamed body needs `duplex`, which Node's fetch knows and the DOM's RequestInit type does not.
    const init: RequestInit & { duplex: "half" } = { body: limited, duplex: "half" };
    c.req.raw = new Request(c.req.raw, init);
    await next();
    // The handler saw a failed read (often reported as malformed input): the real answer is this.
    if (refused.error) throw refused.error;
    // A route that takes no body left it unread: it is read to its end and thrown away before the
    // answer goes, or the rest of it would arrive as the connection's next request and break it.
    // A body too large even to throw away ends the connection after the answer.
    if (!isFinished && !(await discardRest(reader))) c.header("Connection", "close");
  };

/** Middleware that are a route's own body limit; the API-wide one is not among them. */
const routeLimits = new WeakSet<MiddlewareHandler>();

const asRouteLimit = (limit: MiddlewareHandler) => {
  routeLimits.add(limit);
  return limit;
};

/** The API-wide limit (app.ts), for every request whose route set no limit of its own. */
export const limitApiBody = (maxSize: number, message: string) => bodyLimit(() => ({ maxSize, message }));

/**
 * A route's own, larger body limit (a recording, a library file, an image). The route is an
 * upload by having one: the API-wide JSON limit and Idempotency-Key leave it to the route
 * (`hasOwnBodyLimit`), so no list of upload paths has to follow the routes.
 */
export const limitBody = (maxSize: number, message: string) => asRouteLimit(limitApiBody(maxSize, message));

/** `limitBody` with a limit read for each request (an admin's setting). */
export const limitBodyBy = (readLimit: (c: Context) => Promise<BodyLimit>) => asRouteLimit(bodyLimit(readLimit));

/** Whether a route's handler is its own body limit (see `limitBody`). */
export const isOwnBodyLimit = (handler: unknown) =>
  typeof handler === "function" && routeLimits.has(handler as MiddlewareHandler);

/** Whether the request's route sets its own body limit. */
export const hasOwnBodyLimit = (c: Context) => matchedRoutes(c).some(({ handler }) => isOwnBodyLimit(handler));
