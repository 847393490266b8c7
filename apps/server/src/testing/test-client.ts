import { createApiClient, type ApiClient } from "../api-client.ts";

/**
 * An untyped request's answer, for what the typed client refuses on purpose (malformed input,
 * unknown routes, pages). Its body is `unknown` so no answer is typed by hand: read bodies with
 * `client.api` + `expectJson`, or check them against a contract with `expectBody` / `expectError`.
 */
export type TestResponse = {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when the body is not JSON. */
  body: unknown;
};

type SendOptions = {
  json?: unknown;
  body?: RequestInit["body"];
  headers?: Record<string, string>;
  /** Sends no Origin header, as a client that is not a browser page would. */
  withoutOrigin?: boolean;
};

const headersOf = (headers: ConstructorParameters<typeof Headers>[0]): Record<string, string> =>
  Object.fromEntries(new Headers(headers).entries());

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * A browser-like HTTP client for one visitor: it keeps the cookies the server sets and sends the
 * site's Origin, as a browser on the site would.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  /**
   * The API's typed client (the web app's), sending as this visitor: `await client.api.folders.$get()`.
   * Use it for every well-formed request, so answers are typed by the routes; keep `post`/`get`
   * for what the types refuse (malformed bodies, unknown routes).
   */
  readonly api: ApiClient["api"];

  /** `origin`: where the pages are served from, when that is not `baseUrl` (a load balancer's address). */
  constructor(
    readonly baseUrl: string,
    private readonly origin: string = baseUrl,
  ) {
    this.api = createApiClient(baseUrl, {
      fetch: (...[input, init]: Parameters<typeof fetch>) =>
        this.open(init?.method ?? "GET", input instanceof Request ? input.url : String(input), {
          body: init?.body,
          headers: headersOf(init?.headers),
        }),
    }).api;
  }

  /**
   * Sends a request and hands back the raw response, unread (for streams). `path` may be a full
   * URL, e.g. another server instance sharing this one's database and sessions.
   */
  async open(method: string, path: string, options: SendOptions & { signal?: AbortSignal } = {}): Promise<Response> {
    const headers = new Headers({ Origin: this.origin, ...options.headers });
    if (options.withoutOrigin) headers.delete("Origin");
    if (this.cookies.size > 0) {
      headers.set("Cookie", this.cookieHeader());
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(options.json);
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body,
      redirect: "manual",
      signal: options.signal,
    });
    this.storeCookies(response.headers.getSetCookie());
    return response;
  }

  async send(method: string, path: string, options: SendOptions = {}): Promise<TestResponse> {
    const response = await this.open(method, path, options);
    return { status: response.status, headers: response.headers, body: await parseBody(response) };
  }

  get = (path: string, options?: SendOptions) => this.send("GET", path, options);
  post = (path: string, json?: unknown, options?: SendOptions) => this.send("POST", path, { ...options, json });
  patch = (path: string, json?: unknown, options?: SendOptions) => this.send("PATCH", path, { ...options, json });
  put = (path: string, json?: unknown, options?: SendOptions) => this.send("PUT", path, { ...options, json });
  delete = (path: string, options?: SendOptions) => this.send("DELETE", path, options);

  /** The Cookie header this visitor's requests carry, for clients other than this one. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  hasCookies(): boolean {
    return this.cookies.size > 0;
  }

  private storeCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
