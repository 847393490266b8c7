import type { CreatedApiKey } from "@promptloom/contracts/api-keys";

import type { TestClient } from "./test-client.ts";

/** Creates an API key through the member's signed-in session and hands back the whole key. */
export const createKeyFor = async (member: TestClient, name = "n8n"): Promise<string> => {
  const response = await member.post<CreatedApiKey>("/api/api-keys", { name });
  if (response.status !== 201)
    throw new Error(`key creation failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.key;
};

/** Request options that send an API key the way n8n's Header Auth credential does. */
export const withKey = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
