import type { ChildProcess } from "node:child_process";

type WaitOptions = {
  /** How long a start may take: a first start migrates and seeds, and the machine may be busy. */
  withinMs: number;
  /** How often to ask; a benchmark that times the start asks often. */
  everyMs: number;
  /** What the process has printed so far, for the error. */
  output?: () => string;
};

/**
 * Resolves once the server in `child` answers `GET /api/health`. Fails as soon as the process
 * exits, or when `withinMs` has passed (then it is killed), with what it printed.
 */
export const waitUntilHealthy = async (
  child: ChildProcess,
  baseUrl: string,
  { withinMs, everyMs, output = () => "" }: WaitOptions,
): Promise<void> => {
  const deadline = Date.now() + withinMs;
  const failure = (what: string) => new Error(`the server ${what}${output() ? `:\n${output()}` : ""}`);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw failure(`exited while starting (${child.exitCode ?? child.signalCode})`);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw failure(`did not start within ${withinMs / 1000} s`);
    }
    const isHealthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isHealthy) return;
    await new Promise((resume) => setTimeout(resume, everyMs));
  }
};
