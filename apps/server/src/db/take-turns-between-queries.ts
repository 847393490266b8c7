import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite runs each query on the server's own thread, synchronously inside WebAssembly, and hands
 * its lock from one query to the next through promises, so one turn of the event loop used to run
 * every waiting request's queries back to back: 0.5–4 s per turn with 200 busy connections. Node
 * accepts one new connection per turn of the loop (libuv stopped accepting in a loop in 1.45), so
 * connections opened meanwhile waited in the kernel's accept queue for tens of seconds and their
 * clients timed out before the server read a byte. Here queries and transactions run one after
 * another (first come, first served) for at most `sliceMs`, then the loop comes round: new
 * connections, socket reads, timers and health checks are served while the database is busy.
 * Queries inside a transaction run straight on, as the transaction holds the database anyway.
 */
export const takeTurnsBetweenQueries = (
  client: PGlite,
  /** How long queries may run back to back before the event loop gets a turn. */
  { sliceMs = 10 } = {},
): PGlite => {
  const waiting: (() => void)[] = [];
  let isRunning = false;
  let sliceStartedAt = 0;

  const startNext = () => {
    const next = waiting.shift();
    isRunning = next !== undefined;
    next?.();
  };
  const startSlice = () => {
    sliceStartedAt = performance.now();
    startNext();
  };
  const finished = () => {
    if (performance.now() - sliceStartedAt < sliceMs) startNext();
    else if (waiting.length > 0) setImmediate(startSlice);
    else isRunning = false;
  };
  const inTurn = async <T>(run: () => Promise<T>): Promise<T> => {
    await new Promise<void>((start) => {
      waiting.push(start);
      if (!isRunning) {
        isRunning = true;
        setImmediate(startSlice);
      }
    });
    try {
      return await run();
    } finally {
      finished();
    }
  };

  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof client.query;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    inTurn(() => transaction(...args))) as typeof client.transaction;
  return client;
};
