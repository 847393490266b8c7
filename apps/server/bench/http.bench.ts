/**
 * The server under load, beside a bare node:http server measured in the same run: each hot route
 * with 50 connections (requests per second, p50, p99, ratio to bare), cold start on a fresh and an
 * existing data directory, and memory idle and after the load. PGlite always; PostgreSQL too when
 * DATABASE_URL is set (its database is migrated and seeded like any start).
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import { measureLoad, startBareServer, type BareAnswer, type LoadResult } from "../../../scripts/bench/load.ts";
import { formatCount, formatKb, formatMb, formatMs, reportRow } from "../../../scripts/bench/report.ts";
import { serverCommand } from "../../../scripts/bench/server-command.ts";
import { readMemory, startBenchServer, type BenchServer } from "../../../scripts/bench/server-process.ts";

const webDist = resolve(import.meta.dirname, "../../web/dist");
const demo = { email: "demo@bench.test", password: "bench-password" };
const browserHeaders = { "accept-encoding": "gzip, deflate, br", accept: "*/*" };

type Route = {
  measure: string;
  path: string;
  signedIn?: boolean;
  goal?: (result: LoadResult, bare: number) => boolean;
  goalText?: string;
};

const largestScript = () =>
  readdirSync(join(webDist, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, size: statSync(join(webDist, "assets", file)).size }))
    .toSorted((a, b) => b.size - a.size)
    .at(0)?.file;

const routes = (): Route[] => [
  {
    measure: "GET / (prerendered home)",
    path: "/",
    goal: (result, bare) => result.rps >= 0.5 * bare,
    goalText: "≥ 0.5× bare",
  },
  { measure: "GET /auth", path: "/auth" },
  { measure: "GET a hashed script", path: `/assets/${largestScript() ?? "missing.js"}` },
  { measure: "GET /api/theme.css", path: "/api/theme.css" },
  {
    measure: "signed-in GET /api/me",
    path: "/api/me",
    signedIn: true,
    goal: (result, bare) => result.rps >= 0.2 * bare && result.p99 <= 10,
    goalText: "≥ 0.2× bare, p99 ≤ 10 ms",
  },
  { measure: "signed-in GET /api/session", path: "/api/session", signedIn: true },
  {
    measure: "library search q=email",
    path: "/api/library?q=email",
    signedIn: true,
    goal: (result) => result.rps >= 2000 && result.p99 <= 50,
    goalText: "≥ 2,000 req/s, p99 ≤ 50 ms",
  },
  { measure: "library categories", path: "/api/library/categories", signedIn: true },
];

const signIn = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(demo),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
};

const formatMicros = (micros: number) => `${micros.toFixed(0)} µs`;

const describeLoad = (result: LoadResult, bare: number) =>
  `${formatCount(result.rps)} req/s, p50 ${formatMs(result.p50)}, p99 ${formatMs(result.p99)}, ${(result.rps / bare).toFixed(2)}× bare, server CPU ${formatMicros(result.cpuMicros)}/req${result.failures ? `, ${formatCount(result.failures)} failed` : ""}`;

/**
 * An answer's headers and body exactly as sent (still compressed), saved for the bare server to
 * send: the load generator reads every body into a string, so its cost per answer grows with the
 * answer's size, and a page can never be loaded as fast as a "hello world".
 */
const captureAnswer = (url: string, headers: Record<string, string>, bodyFile: string) =>
  new Promise<BareAnswer>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        writeFileSync(bodyFile, Buffer.concat(chunks));
        const sent = Object.fromEntries(
          Object.entries(response.headers).filter(
            (entry): entry is [string, string] =>
              typeof entry[1] === "string" && !["date", "connection", "keep-alive"].includes(entry[0]),
          ),
        );
        resolve({ headers: sent, bodyFile });
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });

/** Loads every route; results are reported once the closing bare measurement is known. */
const loadRoutes = async (server: BenchServer) => {
  const cookie = await signIn(server.baseUrl);
  const results: { route: Route; result: LoadResult }[] = [];
  for (const route of routes()) {
    const headers = route.signedIn ? { ...browserHeaders, cookie } : browserHeaders;
    results.push({ route, result: await measureLoad(`${server.baseUrl}${route.path}`, server.pid, headers) });
  }
  return results;
};

const homeBytes = join(mkdtempSync(join(tmpdir(), "promptloom-bench-home-")), "home.body");

const settle = () => new Promise((resume) => setTimeout(resume, 2000));

const benchDatabase = async (kind: "PGlite" | "PostgreSQL", databaseUrl?: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), "promptloom-bench-"));
  const env = { SEED_DEMO: "true", DEMO_EMAIL: demo.email, DEMO_PASSWORD: demo.password };
  const command = serverCommand();
  try {
    const fresh = await startBenchServer({ command, dataDir, databaseUrl, env });
    await fresh.stop();
    const server = await startBenchServer({ command, dataDir, databaseUrl, env });
    await settle();
    const idle = readMemory(server.pid);
    const home = await captureAnswer(`${server.baseUrl}/`, browserHeaders, homeBytes);
    const results = await loadRoutes(server);
    const loaded = readMemory(server.pid);
    await server.stop();
    return { kind, fresh, server, idle, loaded, results, home };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const bare = await startBareServer();
const bareBefore = await measureLoad(bare.url, bare.pid);
const runs = [await benchDatabase("PGlite")];
if (process.env.DATABASE_URL) runs.push(await benchDatabase("PostgreSQL", process.env.DATABASE_URL));
const bareAfter = await measureLoad(bare.url, bare.pid);
await bare.stop();
const sameBytes = await startBareServer(runs[0]?.home);
const sameBytesLoad = await measureLoad(sameBytes.url, sameBytes.pid, browserHeaders);
await sameBytes.stop();
const homeSize = statSync(homeBytes).size;
rmSync(dirname(homeBytes), { recursive: true, force: true });

const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
reportRow({
  section: "HTTP (50 connections)",
  measure: "bare node:http hello world",
  result: `${formatCount(bareRps)} req/s (${formatCount(bareBefore.rps)} before, ${formatCount(bareAfter.rps)} after), p99 ${formatMs(Math.max(bareBefore.p99, bareAfter.p99))}, server CPU ${formatMicros((bareBefore.cpuMicros + bareAfter.cpuMicros) / 2)}/req`,
});
reportRow({
  section: "HTTP (50 connections)",
  measure: `bare node:http sending GET /'s bytes (${formatKb(homeSize)}, ${runs[0]?.home.headers["content-encoding"] ?? "identity"})`,
  result: `${describeLoad(sameBytesLoad, bareRps)}: the most the load generator takes of that page`,
});
for (const run of runs) {
  const section = `HTTP on ${run.kind} (50 connections)`;
  for (const { route, result } of run.results) {
    const ofSameBytes =
      route.path === "/" ? `, ${(result.rps / sameBytesLoad.rps).toFixed(2)}× the same bytes from bare` : "";
    reportRow({
      section,
      measure: route.measure,
      result: `${describeLoad(result, bareRps)}${ofSameBytes}`,
      ...(route.goal ? { goal: route.goalText, met: route.goal(result, bareRps) && result.failures === 0 } : {}),
    });
  }
  const startSection = `Start and memory on ${run.kind}`;
  if (run.kind === "PGlite") {
    reportRow({
      section: startSection,
      measure: "start, fresh data directory → healthy",
      result: formatMs(run.fresh.startMs),
    });
    reportRow({
      section: startSection,
      measure: "start, existing data directory → healthy",
      result: formatMs(run.server.startMs),
      goal: "< 1.0 s",
      met: run.server.startMs < 1000,
    });
  } else {
    reportRow({
      section: startSection,
      measure: "start, migrated database → healthy",
      result: formatMs(run.server.startMs),
    });
  }
  reportRow({
    section: startSection,
    measure: "server memory (RSS) idle after start",
    result: formatMb(run.idle.rss),
    ...(run.kind === "PGlite" ? { goal: "< 300 MB", met: run.idle.rss < 300 * 1024 * 1024 } : {}),
  });
  reportRow({
    section: startSection,
    measure: "server memory (RSS) after the load, peak",
    result: `${formatMb(run.loaded.rss)}, peak ${formatMb(run.loaded.peak)}`,
    ...(run.kind === "PGlite" ? { goal: "< 400 MB", met: run.loaded.peak < 400 * 1024 * 1024 } : {}),
  });
}
