import type { IncomingMessage, ServerResponse } from "node:http";

import { getRequestListener } from "@hono/node-server";
import type { Logger } from "pino";

import type { PreparedAnswer } from "./encoded-body.ts";
import { requestIdFor } from "./request-id.ts";

/** A request the server may answer itself: GET or HEAD, with a plain path (no query). */
export type DirectRequest = {
  method: "GET" | "HEAD";
  path: string;
  /** A request header by its lower-case name. */
  header: (name: string) => string | undefined;
};

/** An answer made from memory, or null to leave the request to the app. */
export type AnswerDirectly = (request: DirectRequest) => PreparedAnswer | null | Promise<PreparedAnswer | null>;

/** Paths the app reads differently from how they are written (encoded characters, dot segments). */
const unusualPath = /%|\/\.|\/\//;

/**
 * The server's request listener. The hottest requests (the web app's pages and files, a signed-in
 * member's own session) are answered straight from memory: turning them into web Requests and
 * Responses and through the app's middleware cost several times what the answers themselves do.
 * Everything else, and anything `answerDirectly` declines or fails at, goes to the app, so each
 * direct answer's headers are the app's (request id, request log line included).
 */
export const createRequestListener = (options: {
  fetch: (request: Request) => Response | Promise<Response>;
  answerDirectly: AnswerDirectly;
  logger: Logger;
}) => {
  const throughApp = getRequestListener(options.fetch);
  const { logger, answerDirectly } = options;

  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const { method, url = "" } = incoming;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if ((method !== "GET" && method !== "HEAD") || !path.startsWith("/") || unusualPath.test(path)) {
      return void throughApp(incoming, outgoing);
    }
    const started = performance.now();
    const header = (name: string) => {
      const value = incoming.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    const answerFromMemory = (answer: PreparedAnswer | null) => {
      if (!answer) return void throughApp(incoming, outgoing);
      const { status, headers, body } = answer;
      const requestId = requestIdFor(header("x-request-id"));
      outgoing.writeHead(status, {
        ...headers,
        "X-Request-Id": requestId,
        ...(body ? { "Content-Length": String(body.byteLength) } : {}),
      });
      outgoing.end(method === "GET" ? (body ?? undefined) : undefined);
      logger.info({ requestId, method, path, status, ms: Math.round(performance.now() - started) }, "request");
    };
    try {
      const answer = answerDirectly({ method, path, header });
      if (answer instanceof Promise) answer.then(answerFromMemory, () => throughApp(incoming, outgoing));
      else answerFromMemory(answer);
    } catch {
      void throughApp(incoming, outgoing);
    }
  };
};
