import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

import { freePort } from "../../apps/server/src/testing/free-port.ts";
import { waitUntilHealthy } from "../../apps/server/src/testing/wait-until-healthy.ts";

/** Resident memory of a process, from /proc: now and its peak so far. */
export const readMemory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") * 1024, peak: kb("VmHWM") * 1024 };
};

export type BenchServer = {
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startMs: number;
  stop: () => Promise<void>;
};

/**
 * The production server as `npm run serve` starts it (NODE_ENV=production, demo payments, mail to
 * the log), on PGlite in `dataDir` or on `databaseUrl`. Its log goes nowhere, as to a collector
 * that keeps up.
 */
export const startBenchServer = async (options: {
  command: string[];
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}): Promise<BenchServer> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [program = process.execPath, ...args] = options.command;
  const started = performance.now();
  const child = spawn(program, args, {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PAYMENTS: "demo",
      // Production refuses to start without a way to send mail; the log serves here.
      MAIL: "console",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      ...options.env,
    },
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await waitUntilHealthy(child, baseUrl, { withinMs: 120_000, everyMs: 10, output: () => errors });
  const startMs = performance.now() - started;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return {
    baseUrl,
    pid: child.pid ?? 0,
    startMs,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
};
