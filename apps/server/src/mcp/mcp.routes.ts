import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { streamEvents } from "@promptloom/contracts/stream-events";
import { Hono } from "hono";

import type { AppDeps } from "../app-deps.ts";
import { apiKeyMembersOnly } from "../auth/api-key-members-only.ts";
import { requireUser } from "../auth/guards.ts";
import type { AppEnv } from "../http/app-env.ts";
import { createStreamCounter } from "../lib/realtime/stream-counter.ts";
import { createMcpServer } from "./create-mcp-server.ts";

/** Event streams one member may hold open on one instance: one per assistant is plenty. */
const MAX_STREAMS_PER_MEMBER = 10;
const tooManyStreams = "Too many assistants are connected to your account. Close one and try again.";

/**
 * The MCP server at /api/mcp, over the Streamable HTTP transport, reached with a member's API
 * key exactly as the public API is (paid members only, same rate limit).
 *
 * Stateless: each request gets its own server and transport, built for the key's member, so any
 * instance behind the load balancer can answer any request and nothing lives in memory between
 * them. POST answers with plain JSON. GET opens the member's event stream: the instance holding it
 * hears every save or delete through PostgreSQL LISTEN/NOTIFY and sends
 * `notifications/prompts/list_changed`.
 */
export const mcpRoutes = ({ db, engine, events, logger, config }: AppDeps) => {
  const openStreams = createStreamCounter();
  const connect = async (userId: string) => {
    const server = createMcpServer({ deps: { db, engine }, userId, logger: logger.child({ userId, mcp: true }) });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    return { server, transport };
  };

  return new Hono<AppEnv>()
    .use("/mcp", apiKeyMembersOnly({ db, trustedProxyHops: config.trustedProxyHops }))
    .post("/mcp", async (c) => {
      const { user } = requireUser(c);
      const { server, transport } = await connect(user.id);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        await server.close();
      }
    })
    .get("/mcp", async (c) => {
      const { user } = requireUser(c);
      const release = openStreams.take(`member:${user.id}`, MAX_STREAMS_PER_MEMBER, tooManyStreams);
      const { server, transport } = await connect(user.id);
      const response = await transport.handleRequest(c.req.raw);
      if (!response.ok) {
        release();
        await server.close();
        return response;
      }
      const unsubscribe = await events.subscribe(user.id, (message) => {
        // After a reconnect to the database, changes may have been missed: the list is read again.
        if (message.type === "saved-prompts" || message.type === streamEvents.resync) {
          server.server.sendPromptListChanged().catch(() => undefined);
        }
      });
      let isClosed = false;
      const close = () => {
        if (isClosed) return;
        isClosed = true;
        events.closed.removeEventListener("abort", close);
        unsubscribe();
        release();
        void server.close();
      };
      c.req.raw.signal.addEventListener("abort", close, { once: true });
      events.closed.addEventListener("abort", close, { once: true });
      // An ended stream's socket is not worth keeping, and would hold up a shutdown.
      response.headers.set("Connection", "close");
      return response;
    });
};
