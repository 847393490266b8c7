import { TestClient } from "../src/testing/test-client.ts";

export type LoadMember = { email: string; cookie: string; client: TestClient };

/**
 * Paid members made the way people become members: sign-up, then the demo checkout. Each signs up
 * from an address of its own (the server trusts one proxy hop), as the sign-up limit counts per
 * address.
 */
export const createPaidMembers = async (baseUrl: string, count: number): Promise<LoadMember[]> =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `load-${index}-${Date.now()}@example.test`;
      const client = new TestClient(baseUrl);
      const headers = { "X-Forwarded-For": `198.18.0.${index + 1}` };
      const signUp = await client.post(
        "/api/auth/sign-up/email",
        { email, password: "correct-horse", name: `Load ${index}` },
        { headers },
      );
      if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
      const checkout = await client.api.functions["create-monthly-checkout"].$post();
      if (checkout.status !== 200)
        throw new Error(`checkout start failed: ${checkout.status} ${await checkout.text()}`);
      const id = (await checkout.json()).url.split("/").at(-1) ?? "";
      const paid = await client.post(`/api/billing/demo/checkouts/${id}/pay`);
      if (paid.status !== 200) throw new Error(`checkout failed: ${paid.status}`);
      return { email, cookie: client.cookieHeader(), client };
    }),
  );

/** Every saved prompt a member can list (id and title), page by page. */
export const listSavedPrompts = async (member: LoadMember): Promise<{ id: string; title: string }[]> => {
  const prompts: { id: string; title: string }[] = [];
  let cursor: string | null = null;
  do {
    const response = await member.client.api["saved-prompts"].$get({
      query: { limit: "100", ...(cursor ? { cursor } : {}) },
    });
    if (response.status !== 200) throw new Error(`listing failed: ${response.status} ${await response.text()}`);
    const page = await response.json();
    for (const item of page.items) prompts.push({ id: item.id, title: item.title });
    cursor = page.nextCursor;
  } while (cursor);
  return prompts;
};

/** Every saved prompt id a member can list. */
export const listSavedPromptIds = async (member: LoadMember): Promise<Set<string>> =>
  new Set((await listSavedPrompts(member)).map((prompt) => prompt.id));
