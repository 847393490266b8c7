import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { takeTurnsBetweenQueries } from "./take-turns-between-queries.ts";

let client: PGlite;
beforeAll(async () => {
  // A slice of 0 ms: the loop comes round after every query, which the first test can count.
  client = takeTurnsBetweenQueries(await PGlite.create(), { sliceMs: 0 });
});
afterAll(() => client.close());

/** How many of `count` queries sent at once finish before the event loop comes round once. */
const finishedBeforeTheLoopCameRound = async (count: number, send: (index: number) => Promise<unknown>) => {
  let finished = 0;
  const loopCameRound = new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
  await Promise.all(Array.from({ length: count }, (_, index) => send(index).then(() => (finished += 1))));
  return loopCameRound;
};

describe("takeTurnsBetweenQueries", () => {
  it("lets the event loop come round between queries and transactions sent at once", async () => {
    expect(
      await finishedBeforeTheLoopCameRound(50, (index) => client.query("select $1::int as n", [index])),
    ).toBeLessThan(2);
    expect(
      await finishedBeforeTheLoopCameRound(20, (index) =>
        client.transaction(async (tx) => tx.query("select $1::int as n", [index])),
      ),
    ).toBeLessThan(2);
  });

  it("keeps each query's answer and error, in the order they were sent", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => client.query<{ n: number }>("select $1::int as n", [index])),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    await expect(client.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    await expect(
      client.transaction(async (tx) => (await tx.query<{ n: number }>("select 7 as n")).rows[0]?.n),
    ).resolves.toBe(7);
  });
});
