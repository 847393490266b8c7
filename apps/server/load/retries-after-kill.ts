import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import { listSavedPrompts, type LoadMember } from "./load-members.ts";

export type RetryOutcome = {
  clients: number;
  /** Idempotency keys used, one per prompt a client meant to save. */
  keys: number;
  /** Saves whose first send failed (a connection error or a 5xx) and that were sent again with the same key. */
  retried: number;
  /** Of those, answered from the key's stored first answer (`Idempotent-Replayed: true`). */
  replayed: number;
  /** Of those, answered by running again: the key was free, or taken over from the killed server. */
  ranAgain: number;
  /** Of those, answered with a prompt the killed server had stored before it could answer. */
  foundStored: number;
  /** Keys answered 201 (first time or replayed). */
  acknowledged: number;
  /** Keys still unanswered (409, 5xx, no connection) when the clients stopped retrying. */
  unresolved: number;
  /** Keys answered anything else (a 4xx other than 409). */
  refused: number;
  /** Saved prompts per key, counted by listing each member's prompts afterwards. */
  savedOnce: number;
  duplicates: number;
  /** Keys that have no saved prompt. */
  none: number;
  /** Acknowledged keys whose answered prompt id is not among the member's prompts. */
  lostAcknowledged: number;
};

type KeyResult = { key: string; title: string; member: LoadMember; retried: boolean } & (
  | { state: "acknowledged"; id: string; replayed: boolean; storedAt: number }
  | { state: "unresolved" | "refused"; status: number }
);

/**
 * Retries after a crash make no duplicates: `clients` clients each save prompts one after another,
 * each with a fresh `Idempotency-Key`, for `runMs`; halfway `kill` ends the server with SIGKILL and
 * starts it again on the same data. A save that failed (connection error, 5xx, or 409 while the
 * key's first request is reported running) is sent again with the same key and body until it is
 * answered, or until `retryForMs` after the restart. Afterwards the saved prompts are counted per
 * key (by title, which carries the key): no key may have two, and every acknowledged key has its
 * own. A key whose first request died with the server is taken over by a retry once the server's
 * IDEMPOTENCY_CLAIM_TIMEOUT_MS has passed, so the caller sets it short.
 */
export const retriesAfterKill = async (options: {
  baseUrl: string;
  members: LoadMember[];
  clients: number;
  runMs: number;
  retryForMs: number;
  kill: () => Promise<void>;
}): Promise<RetryOutcome> => {
  const { baseUrl, members, clients } = options;
  const run = randomUUID().slice(0, 8);
  const startedAt = Date.now();
  let killedAt = Infinity;
  let restartedAt: number | undefined;
  const stopSavingAt = startedAt + options.runMs;
  const giveUp = () =>
    restartedAt !== undefined && Date.now() > Math.max(stopSavingAt, restartedAt) + options.retryForMs;

  const save = async (member: LoadMember, key: string, title: string): Promise<KeyResult> => {
    let retried = false;
    for (;;) {
      try {
        const response = await fetch(`${baseUrl}/api/saved-prompts`, {
          method: "POST",
          headers: {
            cookie: member.cookie,
            origin: baseUrl,
            "content-type": "application/json",
            "idempotency-key": key,
          },
          body: JSON.stringify({ title, perfectedText: "Summarise this." }),
        });
        const text = await response.text();
        if (response.status === 201 || response.status === 200) {
          const { id, createdAt } = JSON.parse(text) as { id: string; createdAt: string };
          const replayed = response.headers.get("idempotent-replayed") === "true";
          const storedAt = Date.parse(createdAt);
          return { key, title, member, retried, state: "acknowledged", id, replayed, storedAt };
        }
        const mayRetry = response.status >= 500 || response.status === 409;
        if (!mayRetry) return { key, title, member, retried, state: "refused", status: response.status };
        if (giveUp()) return { key, title, member, retried, state: "unresolved", status: response.status };
      } catch {
        // The connection was refused or cut: the server is down or was killed mid-answer.
        if (giveUp()) return { key, title, member, retried, state: "unresolved", status: 0 };
      }
      retried = true;
      await sleep(100);
    }
  };

  const client = async (index: number) => {
    const member = members[index % members.length];
    if (!member) throw new Error("no member to save as");
    const results: KeyResult[] = [];
    for (let n = 0; Date.now() < stopSavingAt; n += 1) {
      const key = randomUUID();
      results.push(await save(member, key, `Retry ${run} ${index}-${n} ${key}`));
    }
    return results;
  };

  const kill = (async () => {
    await sleep(options.runMs / 2);
    killedAt = Date.now();
    try {
      await options.kill();
    } finally {
      restartedAt = Date.now();
    }
  })();
  const results = (await Promise.all(Array.from({ length: clients }, (_, index) => client(index)))).flat();
  await kill;

  // Count what is saved, per key, from each member's own listing.
  const saved = new Map<string, string[]>();
  const ours = new RegExp(`^Retry ${run} \\S+ (\\S+)$`);
  for (const member of new Set(results.map((result) => result.member))) {
    for (const prompt of await listSavedPrompts(member)) {
      const key = ours.exec(prompt.title)?.[1];
      if (key) saved.set(key, [...(saved.get(key) ?? []), prompt.id]);
    }
  }
  const count = (test: (result: KeyResult) => boolean) => results.filter(test).length;
  const savedIds = (result: KeyResult) => saved.get(result.key) ?? [];
  return {
    clients,
    keys: results.length,
    retried: count((result) => result.retried),
    replayed: count((result) => result.state === "acknowledged" && result.replayed),
    ranAgain: count((result) => result.retried && result.state === "acknowledged" && !result.replayed),
    foundStored: count(
      (result) => result.retried && result.state === "acknowledged" && !result.replayed && result.storedAt < killedAt,
    ),
    acknowledged: count((result) => result.state === "acknowledged"),
    unresolved: count((result) => result.state === "unresolved"),
    refused: count((result) => result.state === "refused"),
    savedOnce: count((result) => savedIds(result).length === 1),
    duplicates: count((result) => savedIds(result).length > 1),
    none: count((result) => savedIds(result).length === 0),
    lostAcknowledged: count((result) => result.state === "acknowledged" && !savedIds(result).includes(result.id)),
  };
};
