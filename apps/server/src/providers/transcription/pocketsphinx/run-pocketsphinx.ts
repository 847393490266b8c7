import { execFile } from "node:child_process";

import { AiError } from "../../ai/ai-error.ts";
import type { PocketsphinxInstall } from "./find-pocketsphinx.ts";

/**
 * Runs pocketsphinx_continuous on a 16 kHz mono 16-bit WAV file and returns the recognised
 * words; it prints one line per utterance it finds between pauses.
 */
export const runPocketsphinx = (
  install: PocketsphinxInstall,
  wavPath: string,
  options: { signal?: AbortSignal | undefined; timeoutMs: number },
): Promise<string> =>
  new Promise((resolve, reject) => {
    const args = [
      "-infile",
      wavPath,
      "-hmm",
      install.hmm,
      "-lm",
      install.lm,
      "-dict",
      install.dict,
      "-logfn",
      "/dev/null",
    ];
    execFile(
      install.binary,
      args,
      { signal: options.signal, timeout: options.timeoutMs, maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (!error)
          return resolve(
            stdout
              .split("\n")
              .map((line) => line.trim())
              .filter(Boolean)
              .join(" "),
          );
        if (options.signal?.aborted) return reject(new AiError("aborted", undefined, { cause: error }));
        if (error.killed) return reject(new AiError("timeout", undefined, { cause: error }));
        reject(new AiError("unavailable", "The offline transcriber failed. Please try again.", { cause: error }));
      },
    );
  });
