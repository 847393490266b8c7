import { isDeepStrictEqual } from "node:util";

/** The product's promise for a change reaching every instance. */
export const ONE_SECOND = 1_000;

const POLL_INTERVAL_MS = 10;
/** Past this the poll stops, so a late instance fails with its figure instead of a timeout. */
const GIVE_UP_MS = 10_000;

/**
 * Reads `read` every 10 ms until it answers `expected`; answers how many milliseconds after
 * `since` (a `performance.now()` taken once the change was committed) that answer arrived.
 *
 * The figure overstates the real delay, never understates it: besides the time the instance took
 * to hear of the change it holds up to one poll interval (10 ms) and the whole round trip of the
 * request that showed it. Typical figures are 0–30 ms on PGlite and PostgreSQL alike, so a 1 s
 * bound leaves room for a loopback request slowed a few hundred milliseconds by a busy machine,
 * while an instance that missed the notification and waited for its cache to expire (a minute)
 * fails it by far.
 */
export const timeUntilSeen = async <T>(read: () => Promise<T>, expected: T, since: number): Promise<number> => {
  let last: T | undefined;
  while (performance.now() - since < GIVE_UP_MS) {
    last = await read();
    const answeredAt = performance.now();
    if (isDeepStrictEqual(last, expected)) return answeredAt - since;
    await new Promise((resume) => setTimeout(resume, POLL_INTERVAL_MS));
  }
  throw new Error(
    `still not seen after ${GIVE_UP_MS} ms: expected ${JSON.stringify(expected)}, last read ${JSON.stringify(last)}`,
  );
};
