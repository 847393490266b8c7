import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

import autocannon from "autocannon";

import { freePort } from "../../apps/server/src/testing/free-port.ts";

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The server process's CPU time (user + system) per answered request, in microseconds. */
  cpuMicros: number;
};

/** Seconds per measured run; BENCH_SECONDS shortens or lengthens every run at once. */
export const loadSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const run = (url: string, seconds: number, headers: Record<string, string>) =>
  autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });

/** A process's CPU time so far (user + system), in microseconds, from /proc. */
const cpuTime = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

/**
 * 50 connections for `loadSeconds` after a one-second warm-up (JIT, caches, connection pools):
 * requests per second, latency percentiles, every answer that was not a 2xx or 304, and the
 * server's (`pid`'s) CPU time per request: with the load generator on the same cores, that is the
 * figure the server alone decides.
 */
export const measureLoad = async (
  url: string,
  pid: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> => {
  await run(url, 1, headers);
  const cpuBefore = cpuTime(pid);
  const result = await run(url, loadSeconds, headers);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx - (result.statusCodeStats?.["304"]?.count ?? 0),
    cpuMicros: (cpuTime(pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
};

/** A fixed answer for the bare server to send instead of its "hello world": a page's bytes as the app sent them. */
export type BareAnswer = { headers: Record<string, string>; bodyFile: string };

/**
 * The yardstick: a bare node:http "hello world" in a process of its own, as the app runs. Given an
 * answer, it sends those bytes instead: what the load generator alone can take of that answer.
 */
export const startBareServer = async (answer?: BareAnswer) => {
  const port = await freePort();
  const respond = answer
    ? `const body = require("node:fs").readFileSync(${JSON.stringify(answer.bodyFile)}); const headers = ${JSON.stringify(answer.headers)}; const respond = (req, res) => { res.writeHead(200, headers); res.end(body); };`
    : `const respond = (req, res) => { res.writeHead(200, { "Content-Type": "text/plain" }); res.end("hello world"); };`;
  const child = spawn(
    process.execPath,
    [
      "-e",
      `${respond} require("node:http").createServer(respond).listen(${port}, "127.0.0.1", () => console.log("ready"));`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((ready) => child.stdout.once("data", () => ready()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
};
