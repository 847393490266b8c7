/**
 * The load test's two short scenarios (run-load-test.ts): saves retried with their
 * `Idempotency-Key` across a SIGKILL, then 50 simultaneous wrong passwords, and what each must show.
 */
import { startLoopbackSmtp } from "../src/testing/loopback-smtp.ts";
import { startServerProcess, type ServerProcess } from "../src/testing/server-process.ts";
import { concurrentGuessing, type GuessingOutcome } from "./concurrent-guessing.ts";
import { createPaidMembers } from "./load-members.ts";
import { retriesAfterKill, type RetryOutcome } from "./retries-after-kill.ts";

/**
 * Retries after SIGKILL, then concurrent guessing, on one server (which sends its mail to a
 * loopback SMTP server, so the e-mailed sign-in link can be read): 3 s of saves and one burst of
 * sign-ins, besides the server's two starts.
 */
export const retriesAndGuessing = async (
  name: string,
  env: Record<string, string>,
  memberCount: number,
): Promise<{ retries: RetryOutcome; guessing: GuessingOutcome }> => {
  const smtp = await startLoopbackSmtp();
  const serverEnv = {
    ...env,
    TRUST_PROXY: "1",
    LOG_LEVEL: "error",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // Keys the kill left claimed are taken over after 1 s, not 30 minutes: saves take far less.
    IDEMPOTENCY_CLAIM_TIMEOUT_MS: "1000",
  };
  const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
  const startedAt = performance.now();
  let server: ServerProcess = await startServerProcess(serverEnv, { compiled: true });
  try {
    const members = await createPaidMembers(server.baseUrl, memberCount);
    const retriesFrom = performance.now();
    const retries = await retriesAfterKill({
      baseUrl: server.baseUrl,
      members,
      clients: 50,
      runMs: 3000,
      retryForMs: 2000,
      kill: async () => {
        await server.stop("SIGKILL");
        server = await startServerProcess(
          { ...serverEnv, DATA_DIR: server.dataDir, PORT: String(server.port) },
          { compiled: true },
        );
      },
    });
    console.log(`${name}, retries after SIGKILL: ${JSON.stringify({ ...retries, seconds: seconds(retriesFrom) })}`);
    const [first, second] = members;
    if (!first || !second) throw new Error("two members are needed to guess at");
    const guessingFrom = performance.now();
    const guessing = await concurrentGuessing({
      baseUrl: server.baseUrl,
      accounts: [first, second],
      password: "correct-horse",
      received: smtp.received,
    });
    console.log(`${name}, 50 guesses at once: ${JSON.stringify({ ...guessing, seconds: seconds(guessingFrom) })}`);
    console.log(`${name}, both with the server's starts: ${seconds(startedAt)} s`);
    return { retries, guessing };
  } finally {
    await server.stop("SIGKILL");
    await smtp.close();
  }
};

/** What the two short scenarios must show; each broken promise is one failure. */
export const checkRetriesAndGuessing = (
  name: string,
  { retries, guessing }: Awaited<ReturnType<typeof retriesAndGuessing>>,
) => {
  const failures: string[] = [];
  if (retries.retried === 0) failures.push(`${name}: no save failed and was retried, so the kill proved nothing`);
  if (retries.duplicates > 0) failures.push(`${name}: ${retries.duplicates} keys saved more than once after retries`);
  if (retries.lostAcknowledged > 0) failures.push(`${name}: ${retries.lostAcknowledged} acknowledged saves missing`);
  if (retries.refused > 0) failures.push(`${name}: ${retries.refused} retried saves refused`);
  // A key the kill left claimed is taken over by its retry: none stays stuck, and each is saved once.
  if (retries.unresolved > 0) failures.push(`${name}: ${retries.unresolved} keys still unanswered after retries`);
  if (retries.none > 0) failures.push(`${name}: ${retries.none} keys without a saved prompt`);
  const { oneAddress, manyAddresses } = guessing;
  const expect = (what: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted)) {
      failures.push(`${name}: ${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(wanted)}`);
    }
  };
  // docs/security.md: 5 attempts per 5 minutes per address and e-mail; 10 failures per account.
  expect("50 guesses from one address", oneAddress.statuses, { 401: 5, 429: 45 });
  expect("the owner from another address, after them", oneAddress.ownerElsewhere, 200);
  expect("50 guesses from 50 addresses", manyAddresses.statuses, { 401: 10, 403: 40 });
  expect("the owner's password, while sign-in is paused", manyAddresses.ownerWithPassword, 403);
  expect("the e-mailed sign-in link signs the owner in", manyAddresses.linkSignsIn, true);
  if (manyAddresses.linkMails < 1 || manyAddresses.linkMails > 3) {
    failures.push(`${name}: ${manyAddresses.linkMails} sign-in link e-mails, expected 1 to 3`);
  }
  return failures;
};
