/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 for tests: chat completions (JSON and SSE),
 * audio transcriptions (multipart) and the model list. Each test scripts the replies it needs
 * (text, an error status, a malformed body, a delay) and reads back what the server received.
 */
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

type Timing = {
  /** Wait this long before answering, to exercise timeouts and cancellation. */
  delayMs?: number;
};

export type ScriptedReply = Timing &
  (
    | {
        kind: "text";
        /** The assistant message (chat) or the transcript (transcriptions). */
        text: string;
        /** Streamed chat only: the pieces to send, and the pause before each after the first. */
        chunks?: string[];
        chunkDelayMs?: number;
        /** Streamed chat only: drop the connection after sending this many pieces, as a crashing server would. */
        failAfterChunks?: number;
        /** Token counts to report (in the last streamed chunk when the client asks for usage). */
        usage?: { promptTokens: number; completionTokens: number };
      }
    | { kind: "error"; status: number; message?: string; headers?: Record<string, string> }
    | { kind: "raw"; status?: number; body: string; contentType?: string }
  );

export type Endpoint = "chat" | "transcriptions";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (chat). */
  json?: Record<string, unknown>;
  /** Parsed multipart body (transcriptions). */
  form?: {
    fields: Record<string, string>;
    file?: { field: string; filename: string; type: string; data: Uint8Array };
  };
  /** True when the client hung up before the reply was complete (a cancelled or timed-out call). */
  closedEarly: boolean;
};

export type LoopbackOpenAi = Awaited<ReturnType<typeof startLoopbackOpenAi>>;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const parseForm = async (body: Buffer, contentType: string): Promise<NonNullable<RecordedRequest["form"]>> => {
  const formData = await new Response(body, { headers: { "content-type": contentType } }).formData();
  const form: NonNullable<RecordedRequest["form"]> = { fields: {} };
  for (const [field, value] of formData) {
    if (typeof value === "string") form.fields[field] = value;
    else form.file = { field, filename: value.name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) };
  }
  return form;
};

const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
};

const usageOf = (
  usage: { promptTokens: number; completionTokens: number } = { promptTokens: 1, completionTokens: 1 },
) => ({
  prompt_tokens: usage.promptTokens,
  completion_tokens: usage.completionTokens,
  total_tokens: usage.promptTokens + usage.completionTokens,
});

const chatCompletion = (model: string, reply: ScriptedReply & { kind: "text" }) => ({
  id: "chatcmpl-loopback",
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: "assistant", content: reply.text }, finish_reason: "stop" }],
  usage: usageOf(reply.usage),
});

const chatChunk = (model: string, delta: Record<string, string>, finishReason: string | null) => ({
  id: "chatcmpl-loopback",
  object: "chat.completion.chunk",
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, delta, finish_reason: finishReason }],
});

/** Splits text into word-sized pieces, spaces kept, the way models stream. */
const splitIntoChunks = (text: string) => text.match(/\S+\s*/g) ?? [text];

export const startLoopbackOpenAi = async (options: { models?: string[] } = {}) => {
  const models = options.models ?? ["gpt-4o-mini", "whisper-1"];
  const queues: Record<Endpoint, ScriptedReply[]> = { chat: [], transcriptions: [] };
  const requests: RecordedRequest[] = [];
  const stopping = new AbortController();

  const streamText = async (
    response: ServerResponse,
    recorded: RecordedRequest,
    model: string,
    reply: ScriptedReply & { kind: "text" },
  ) => {
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    // Each piece is handed to the socket before the next, so a scripted drop comes after them.
    const send = (data: unknown) =>
      new Promise<void>((written) => response.write(`data: ${JSON.stringify(data)}\n\n`, () => written()));
    await send(chatChunk(model, { role: "assistant", content: "" }, null));
    for (const [index, piece] of (reply.chunks ?? splitIntoChunks(reply.text)).entries()) {
      if (index > 0 && reply.chunkDelayMs) await sleep(reply.chunkDelayMs, undefined, { signal: stopping.signal });
      if (response.destroyed) return;
      if (reply.failAfterChunks !== undefined && index >= reply.failAfterChunks) {
        response.destroy();
        return;
      }
      await send(chatChunk(model, { content: piece }, null));
    }
    await send(chatChunk(model, {}, "stop"));
    const options = recorded.json?.stream_options as { include_usage?: boolean } | undefined;
    if (options?.include_usage) await send({ ...chatChunk(model, {}, null), choices: [], usage: usageOf(reply.usage) });
    response.end("data: [DONE]\n\n");
  };

  const answer = async (endpoint: Endpoint, recorded: RecordedRequest, response: ServerResponse) => {
    const model = typeof recorded.json?.model === "string" ? recorded.json.model : (recorded.form?.fields.model ?? "");
    const reply: ScriptedReply = queues[endpoint].shift() ?? {
      kind: "text",
      text: endpoint === "chat" ? "Loopback answer" : "loopback transcript",
    };
    if (reply.delayMs) await sleep(reply.delayMs, undefined, { signal: stopping.signal });
    if (response.destroyed) return;
    if (reply.kind === "error") {
      const error = { message: reply.message ?? `Scripted error ${reply.status}`, type: "loopback", code: null };
      return sendJson(response, reply.status, { error }, reply.headers);
    }
    if (reply.kind === "raw") {
      response.writeHead(reply.status ?? 200, { "content-type": reply.contentType ?? "application/json" });
      return void response.end(reply.body);
    }
    if (endpoint === "transcriptions") return sendJson(response, 200, { text: reply.text });
    if (recorded.json?.stream === true) return streamText(response, recorded, model, reply);
    sendJson(response, 200, chatCompletion(model, reply));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://loopback").pathname;
    const body = await readBody(request);
    const recorded: RecordedRequest = {
      method: request.method ?? "",
      path,
      headers: request.headers,
      closedEarly: false,
    };
    requests.push(recorded);
    response.once("close", () => {
      recorded.closedEarly = !response.writableFinished;
    });
    const contentType = request.headers["content-type"] ?? "";
    if (contentType.startsWith("application/json")) {
      recorded.json = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
    }
    if (contentType.startsWith("multipart/form-data")) recorded.form = await parseForm(body, contentType);

    if (request.method === "GET" && path === "/v1/models") {
      const data = models.map((id) => ({ id, object: "model", created: 0, owned_by: "loopback" }));
      return sendJson(response, 200, { object: "list", data });
    }
    if (request.method === "POST" && path === "/v1/chat/completions") return answer("chat", recorded, response);
    if (request.method === "POST" && path === "/v1/audio/transcriptions") {
      return answer("transcriptions", recorded, response);
    }
    sendJson(response, 404, { error: { message: `No route for ${request.method} ${path}`, type: "loopback" } });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (stopping.signal.aborted || response.destroyed) return;
      sendJson(response, 500, { error: { message: String(error), type: "loopback" } });
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    /** Pass as the provider's base URL. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Forgets unused replies and recorded requests: call between tests. */
    reset: () => {
      queues.chat.length = 0;
      queues.transcriptions.length = 0;
      requests.length = 0;
    },
    /** Queues replies for an endpoint, used in order; an empty queue answers with a fixed text. */
    script: (endpoint: Endpoint, ...replies: ScriptedReply[]) => {
      queues[endpoint].push(...replies);
    },
    close: async () => {
      stopping.abort();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
};
