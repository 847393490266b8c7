import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { freePort } from "./free-port.ts";
import { temporaryFolder } from "./temporary-folder.ts";
import { waitUntilHealthy } from "./wait-until-healthy.ts";

const sourceEntry = fileURLToPath(new URL("../index.ts", import.meta.url));
/** What `npm run build` compiles the server into (scripts/build-server.ts). */
const compiledEntry = fileURLToPath(new URL("../../dist/server.js", import.meta.url));

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
 * The real server in a process of its own: for what only a whole process shows (signals, a kill in
 * the middle of writes, two instances, backups). Embedded PGlite in a fresh data directory unless
 * `env` says otherwise (DATABASE_URL, DATA_DIR, PORT). It runs from the sources, so a test sees the
 * code as it is; `compiled` runs the built server as `npm run serve` does, which starts in about
 * half the time (no TypeScript to compile) for a caller that builds it first and restarts it often.
 */
export const startServerProcess = async (
  env: Record<string, string> = {},
  { compiled = false }: { compiled?: boolean } = {},
): Promise<ServerProcess> => {
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? temporaryFolder("promptloom-process");
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, compiled ? [compiledEntry] : ["--import", "tsx", sourceEntry], {
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

  let isExited = false;
  void exited.then(() => (isExited = true));
  await waitUntilHealthy(child, baseUrl, { withinMs: 90_000, everyMs: 100, output: () => printed });

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
