/**
 * `npm run test:load [-- --duration 60 --connections 200 --database pglite,postgres]`
 *
 * The real server under load, in a process of its own: paid members read their prompts, the
 * library and their account and save new prompts over `connections` kept-alive connections for
 * `duration` seconds. Passes when no request failed and every save the server acknowledged is
 * there afterwards. Then the same with the server killed (SIGKILL) halfway and started again on
 * the same data: requests in the gap fail, but no acknowledged save may be missing.
 * Two short scenarios follow on one more server: 50 clients save with an `Idempotency-Key` each
 * while the server is killed and restarted, retrying failed saves with the same key: every key
 * must end answered and saved exactly once, none left claimed by the killed server; then 50
 * simultaneous wrong passwords for one account must be held to the sign-in limits of
 * docs/security.md, and the owner must still get in.
 * PostgreSQL runs on a server of the test's own (Debian's postgresql package). The server under
 * load is the compiled one (`npm run test:load` compiles it first), as production runs it.
 */
import { parseArgs } from "node:util";

import autocannon, { type Request } from "autocannon";

import { startServerProcess, type ServerProcess } from "../src/testing/server-process.ts";
import { findPostgresBinaries, startThrowawayPostgres } from "../src/testing/throwaway-postgres.ts";
import { createPaidMembers, listSavedPromptIds, type LoadMember } from "./load-members.ts";
import { checkRetriesAndGuessing, retriesAndGuessing } from "./retries-and-guessing.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "200" },
    members: { type: "string", default: "20" },
    database: { type: "string", default: "pglite,postgres" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const memberCount = Number(values.members);

type Outcome = {
  requests: number;
  errors: number;
  non2xx: number;
  acknowledged: number;
  missing: number;
  rps: number;
  /** What a failure looked like, for a run that had any: timeouts, other errors, statuses, latency. */
  failures: { timeouts: number; otherErrors: number; statuses: Record<string, number>; p99Ms: number; maxMs: number };
  /** Answer times per route (ms), answered requests only. */
  routes: Record<string, { p50: number; p99: number; max: number }>;
};

const failedStatuses = (result: autocannon.Result) =>
  Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, stats]) => [status, stats.count ?? 0]),
  );

/** Milliseconds from sending to the whole answer, per route: p50, p99 and the slowest. */
const summarise = (times: Map<string, number[]>) =>
  Object.fromEntries(
    [...times].map(([route, values]) => {
      const sorted = values.sort((a, b) => a - b);
      const at = (share: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
      return [route, { p50: at(0.5), p99: at(0.99), max: at(1) }];
    }),
  );

/** One run: connections spread over the members, each cycling through three reads and a save. */
const load = async (baseUrl: string, members: LoadMember[], onHalfway?: () => Promise<void>) => {
  const acknowledged = new Map<string, LoadMember>();
  const times = new Map<string, number[]>();
  let nextMember = 0;
  type Context = { member?: LoadMember; sentAt?: number };
  const asMember = (request: Request, context: Context) => {
    context.member ??= members[nextMember++ % members.length];
    // Built right before it is written to the connection: the start of this request's time.
    context.sentAt = performance.now();
    return { ...request, headers: { ...request.headers, cookie: context.member?.cookie ?? "", origin: baseUrl } };
  };
  const timed = (route: string) => (_status: number, _body: string, context: Context) => {
    if (context.sentAt === undefined) return;
    const values = times.get(route) ?? [];
    values.push(performance.now() - context.sentAt);
    times.set(route, values);
  };
  const running = autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: 30,
    requests: [
      {
        method: "GET",
        path: "/api/saved-prompts?limit=20",
        setupRequest: asMember,
        onResponse: timed("GET /api/saved-prompts"),
      },
      {
        method: "GET",
        path: "/api/library?q=email&limit=12",
        setupRequest: asMember,
        onResponse: timed("GET /api/library"),
      },
      { method: "GET", path: "/api/me", setupRequest: asMember, onResponse: timed("GET /api/me") },
      {
        method: "POST",
        path: "/api/saved-prompts",
        setupRequest: (request: Request, context: Context) => {
          const signedIn = asMember(request, context);
          return {
            ...signedIn,
            headers: { ...signedIn.headers, "content-type": "application/json" },
            body: JSON.stringify({
              title: `Load ${Math.random().toString(36).slice(2)}`,
              perfectedText: "Summarise this.",
            }),
          };
        },
        onResponse: (status: number, body: string, context: Context) => {
          timed("POST /api/saved-prompts")(status, body, context);
          if (status === 201 || status === 200) {
            const id = (JSON.parse(body) as { id?: string }).id;
            if (id && context.member) acknowledged.set(id, context.member);
          }
        },
      },
    ],
  });
  let interruption: Promise<void> = Promise.resolve();
  const interrupt = () => {
    if (onHalfway) interruption = onHalfway();
  };
  const halfway = setTimeout(interrupt, (duration * 1000) / 2);
  const result = await running;
  clearTimeout(halfway);
  // The restarted server must be up before the saves are counted.
  await interruption;
  return { result, acknowledged, routes: summarise(times) };
};

/** Which acknowledged saves each member can no longer list. */
const countMissing = async (members: LoadMember[], acknowledged: Map<string, LoadMember>) => {
  let missing = 0;
  for (const member of members) {
    const present = await listSavedPromptIds(member);
    for (const [id, owner] of acknowledged) if (owner === member && !present.has(id)) missing += 1;
  }
  return missing;
};

const scenario = async (name: string, env: Record<string, string>, withKill: boolean): Promise<Outcome> => {
  let server: ServerProcess = await startServerProcess(
    { ...env, TRUST_PROXY: "1", LOG_LEVEL: "error" },
    { compiled: true },
  );
  try {
    const members = await createPaidMembers(server.baseUrl, memberCount);
    const restart = async () => {
      await server.stop("SIGKILL");
      server = await startServerProcess(
        { ...env, TRUST_PROXY: "1", LOG_LEVEL: "error", DATA_DIR: server.dataDir, PORT: String(server.port) },
        { compiled: true },
      );
    };
    const { result, acknowledged, routes } = await load(server.baseUrl, members, withKill ? restart : undefined);
    const missing = await countMissing(members, acknowledged);
    const outcome = {
      requests: result.requests.total,
      // autocannon counts timeouts among the errors.
      errors: result.errors,
      non2xx: result.non2xx,
      acknowledged: acknowledged.size,
      missing,
      rps: Math.round(result.requests.average),
      failures: {
        timeouts: result.timeouts,
        otherErrors: result.errors - result.timeouts,
        statuses: failedStatuses(result),
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
      },
      routes,
    };
    console.log(`${name}: ${JSON.stringify(outcome)}`);
    return outcome;
  } finally {
    await server.stop("SIGKILL");
  }
};

const run = async () => {
  const databases = values.database.split(",");
  const failures: string[] = [];
  const check = (name: string, outcome: Outcome, allowErrors: boolean) => {
    if (outcome.missing > 0) failures.push(`${name}: ${outcome.missing} acknowledged saves missing`);
    if (outcome.acknowledged === 0) failures.push(`${name}: no save was acknowledged`);
    if (!allowErrors && (outcome.errors > 0 || outcome.non2xx > 0)) {
      failures.push(`${name}: ${outcome.errors} errors, ${outcome.non2xx} non-2xx answers`);
    }
  };
  console.log(`${connections} connections × ${duration} s, ${memberCount} members, on ${databases.join(" and ")}`);
  for (const database of databases) {
    if (database === "pglite") {
      check("PGlite", await scenario("PGlite", {}, false), false);
      check("PGlite, SIGKILL halfway", await scenario("PGlite, SIGKILL halfway", {}, true), true);
      failures.push(...checkRetriesAndGuessing("PGlite", await retriesAndGuessing("PGlite", {}, memberCount)));
    } else if (!findPostgresBinaries()) {
      failures.push("PostgreSQL: the server programs are not installed (apt-get install postgresql)");
    } else {
      const postgres = await startThrowawayPostgres();
      try {
        const env = { DATABASE_URL: postgres.url };
        check("PostgreSQL", await scenario("PostgreSQL", env, false), false);
        check("PostgreSQL, SIGKILL halfway", await scenario("PostgreSQL, SIGKILL halfway", env, true), true);
        failures.push(
          ...checkRetriesAndGuessing("PostgreSQL", await retriesAndGuessing("PostgreSQL", env, memberCount)),
        );
      } finally {
        postgres.destroy();
      }
    }
  }
  if (failures.length > 0) {
    console.error(`Load test failed:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    "Load test passed: no errors, every acknowledged save present, no retried key saved twice, sign-in limits held.",
  );
};

await run();
