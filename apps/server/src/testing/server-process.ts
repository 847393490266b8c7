import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { temporaryFolder } from "./temporary-folder.ts";

const entry = fileURLToPath(new URL("../index.ts", import.meta.url));

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

export type ServerProcess = {
  baseUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed, stdout and stderr, in order. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  stop: (signal?: NodeJS.Signals) => Promise<number | string>;
};

/**
 * The real server as `npm run serve` runs it, in a process of its own: for what only a whole
 * process shows (signals, a kill in the middle of writes, two instances, backups). Embedded
 * PGlite in a fresh data directory unless `env` says otherwise (DATABASE_URL, DATA_DIR, PORT).
 */
export const startServerProcess = async (env: Record<string, string> = {}): Promise<ServerProcess> => {
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? temporaryFolder("promptloom-process");
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ADMIN_PASSWORD: "admin-password",
      WEB_DIST_DIR: join(dataDir, "no-web-app"),
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );

  const deadline = Date.now() + 90_000;
  let isExited = false;
  void exited.then(() => (isExited = true));
  for (;;) {
    if (isExited) throw new Error(`the server exited while starting:\n${printed}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start within 90 s:\n${printed}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resume) => setTimeout(resume, 100));
  }

  return {
    baseUrl,
    port,
    dataDir,
    child,
    output: () => printed,
    exited,
    stop: (signal = "SIGTERM") => {
      if (!isExited) child.kill(signal);
      return exited;
    },
  };
};
