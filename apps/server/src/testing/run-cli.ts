import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** One of the npm scripts in cli/ as an operator runs it, with `env` on top of this process's. */
export const runCli = async (name: string, args: string[], env: Record<string, string>): Promise<string> => {
  const script = fileURLToPath(new URL(`../cli/${name}.ts`, import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, ...env },
  });
  return stdout;
};
