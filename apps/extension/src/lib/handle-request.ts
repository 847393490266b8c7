import { browser } from "wxt/browser";

import { markConnectionRefused, readConnection, rememberPendingConnect } from "./connection.ts";
import type { ExtensionRequest, PromptHit, RequestAnswer, RequestMap, RequestType } from "./extension-requests.ts";
import { connectPageUrl } from "./promptloom-address.ts";
import { createPromptloomApi, PromptloomApiError, type PromptloomApi } from "./promptloom-api.ts";

export const notConnectedMessage = "Connect Promptloom first: open the Promptloom button in the toolbar.";

type Handlers = {
  [Type in RequestType]: (input: RequestMap[Type]["input"], api: PromptloomApi) => Promise<RequestMap[Type]["output"]>;
};

const handlers: Omit<Handlers, "connect"> = {
  search: async ({ query, withImages }, api) => {
    const [mine, library] = await Promise.all([api.searchMyPrompts(query), api.searchLibrary(query, withImages)]);
    return {
      mine: mine.items.map((prompt): PromptHit => ({
        id: prompt.id,
        origin: "mine",
        title: prompt.title,
        description: prompt.perfectedText.slice(0, 140),
      })),
      library: library.items.map((prompt): PromptHit => ({
        id: prompt.id,
        origin: "library",
        title: prompt.type === "image" ? `${prompt.title} (image)` : prompt.title,
        description: prompt.description,
      })),
    };
  },
  open: async ({ hit }, api) =>
    hit.origin === "mine"
      ? { text: (await api.getMyPrompt(hit.id)).perfectedText }
      : { text: (await api.getLibraryPrompt(hit.id)).body },
  refine: async ({ text }, api) => ({ text: (await api.refine(text)).perfected }),
  save: async (input, api) => {
    const saved = await api.save(input);
    await api.credit("prompt_saved", saved.id).catch(() => null);
    return { title: saved.title };
  },
  credit: async ({ event, promptId }, api) => ({ minutes: (await api.credit(event, promptId)).event.minutesSaved }),
};

/** Opens the site's consent page; the key comes back to connected.html with this one-time state. */
const startConnect = async (address: string) => {
  const state = crypto.randomUUID();
  await rememberPendingConnect({ address, state });
  const returnUrl = `${browser.runtime.getURL("/connected.html")}?state=${state}`;
  const browserName = returnUrl.startsWith("moz-extension:") ? "firefox" : "chrome";
  await browser.tabs.create({ url: connectPageUrl(address, returnUrl, browserName) });
};

/**
 * The background's answer to one request. A key the server refuses (401 revoked, 403 no longer a
 * paying member) marks the connection refused, so every screen offers to reconnect.
 */
export const handleRequest = async (request: ExtensionRequest): Promise<RequestAnswer<RequestType>> => {
  try {
    if (request.type === "connect") {
      await startConnect(request.input.address);
      return { ok: true, value: null };
    }
    const connection = await readConnection();
    if (!connection) return { ok: false, status: 401, message: notConnectedMessage };
    const handle = handlers[request.type] as (input: unknown, api: PromptloomApi) => Promise<unknown>;
    const value = (await handle(request.input, createPromptloomApi(connection))) as RequestMap[RequestType]["output"];
    return { ok: true, value };
  } catch (error) {
    if (error instanceof PromptloomApiError) {
      if (error.status === 401 || error.status === 403) await markConnectionRefused(error.message);
      return { ok: false, status: error.status, message: error.message };
    }
    return { ok: false, status: 0, message: "Something went wrong. Please try again." };
  }
};
