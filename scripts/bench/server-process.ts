import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });

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

const waitForHealthy = async (child: ChildProcess, url: string, printed: () => string) => {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${printed()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start within 120 s:\n${printed()}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resume) => setTimeout(resume, 10));
  }
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
  try {
    await waitForHealthy(child, `${baseUrl}/api/health`, () => errors);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
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
