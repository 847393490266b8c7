import { browser } from "wxt/browser";

/** A prompt a search found: one of the member's own, or a library prompt. */
export type PromptHit = { id: string; origin: "mine" | "library"; title: string; description: string };

export type SearchResults = { mine: PromptHit[]; library: PromptHit[] };

/**
 * What the panel and the popup ask of the background, which alone talks to the member's server:
 * a content script runs with the assistant's origin, and the server answers the extension's.
 */
export type RequestMap = {
  /** `withImages`: the library's image prompts too, where the assistant makes images. */
  search: { input: { query: string; withImages: boolean }; output: SearchResults };
  open: { input: { hit: PromptHit }; output: { text: string } };
  refine: { input: { text: string }; output: { text: string } };
  save: { input: { title: string; text: string }; output: { title: string } };
  credit: { input: { event: "prompt_copied" | "prompt_saved"; promptId: string | null }; output: { minutes: number } };
  connect: { input: { address: string }; output: null };
};

export type RequestType = keyof RequestMap;
export type ExtensionRequest = { [Type in RequestType]: { type: Type; input: RequestMap[Type]["input"] } }[RequestType];
export type RequestAnswer<Type extends RequestType> =
  { ok: true; value: RequestMap[Type]["output"] } | { ok: false; status: number; message: string };

export class RequestFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Sends a request to the background and answers its value, or throws `RequestFailed` with the server's message. */
export const sendRequest = async <Type extends RequestType>(
  type: Type,
  input: RequestMap[Type]["input"],
): Promise<RequestMap[Type]["output"]> => {
  const answer: RequestAnswer<Type> | undefined = await browser.runtime.sendMessage<
    ExtensionRequest,
    RequestAnswer<Type> | undefined
  >({
    type,
    input,
  } as ExtensionRequest);
  if (!answer) throw new RequestFailed(0, "The extension did not answer. Reload the page and try again.");
  if (!answer.ok) throw new RequestFailed(answer.status, answer.message);
  return answer.value;
};
