import { apiErrorSchema, type ErrorCode } from "@promptloom/contracts/api-error";

/** A failed API call: the HTTP status plus the server's `{ error: { code, message } }`. */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network_error",
    message: string,
  ) {
    super(message);
  }
}

const describeFailure = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  // better-auth answers with { code, message } at the top level.
  const message =
    typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
      ? body.message
      : `HTTP error! status: ${response.status}`;
  return new ApiError(response.status, response.status >= 500 ? "internal_error" : "bad_request", message);
};

/** The one place responses are unwrapped: JSON on success, a typed ApiError otherwise. */
export const unwrap = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw await describeFailure(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
};

/** What a request that never reached the server says, wherever it was made. */
export const networkErrorMessage = "Network error. Check your connection and try again.";

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers: options.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", networkErrorMessage);
  }
  return unwrap<T>(response);
};
