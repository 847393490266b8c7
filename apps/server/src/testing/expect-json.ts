import type { ClientResponse } from "hono/client";
import { expect } from "vitest";

/**
 * Awaits a typed API call (`client.api…`), checks its status and answers with its body, typed by
 * the route: `const created = await expectJson(member.api.folders.$post({ json }), 201)`.
 */
export const expectJson = async <Response extends ClientResponse<unknown>>(
  call: Promise<Response>,
  status = 200,
): Promise<Awaited<ReturnType<Response["json"]>>> => {
  const response = await call;
  if (response.status !== status) {
    // Fails with the body in the message, which says why far better than the status alone.
    expect({ status: response.status, body: await response.text() }).toEqual({ status });
  }
  return response.json() as Promise<Awaited<ReturnType<Response["json"]>>>;
};
