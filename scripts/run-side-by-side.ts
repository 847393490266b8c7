/**
 * `node scripts/run-side-by-side.ts lint:apps lint:others typecheck`: runs those npm scripts at the
 * same time and fails if any of them fails. Each is single-threaded (ESLint and tsc). Lint is split
 * in two by the TypeScript projects it reads types from (the web app and the extension; the
 * server, the packages and the root's scripts), so no project is loaded by both halves: with three
 * jobs on a machine with two cores neither core waits while the other works through the longest
 * one. Their output is printed whole as each ends, so lines of one never land in the middle of the
 * other's.
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/run-side-by-side.ts <npm script> [<npm script> …]");
  process.exit(2);
}

const run = (script: string) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.once("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> ${script}: ${code === 0 ? "passed" : `failed (${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
