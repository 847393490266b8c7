import { expectJson } from "./expect-json.ts";
import type { TestClient } from "./test-client.ts";

/** Creates an API key through the member's signed-in session and hands back the whole key. */
export const createKeyFor = async (member: TestClient, name = "n8n"): Promise<string> =>
  (await expectJson(member.api["api-keys"].$post({ json: { name } }), 201)).key;

/** Request options that send an API key the way n8n's Header Auth credential does. */
export const withKey = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
