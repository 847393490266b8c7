import { existsSync } from "node:fs";
import { join } from "node:path";

/** Where Debian's `pocketsphinx` and `pocketsphinx-en-us` packages (0.8+5prealpha) put their files. */
export type PocketsphinxInstall = {
  binary: string;
  /** Acoustic model directory. */
  hmm: string;
  /** Language model. */
  lm: string;
  /** Pronunciation dictionary. */
  dict: string;
};

/** Where Debian installs packages, then where a build from source goes. */
const defaultPrefixes = ["/usr", "/usr/local"];

/**
 * The installed binary and US English model, or null when either is missing. `prefix`
 * (POCKETSPHINX_PREFIX) looks in that one place instead, e.g. `/opt/pocketsphinx`; a prefix with
 * nothing in it hides an installed pocketsphinx, as on a machine without it.
 */
export const findPocketsphinx = (prefix?: string): PocketsphinxInstall | null => {
  const prefixes = prefix ? [prefix] : defaultPrefixes;
  const binary = prefixes.map((root) => join(root, "bin/pocketsphinx_continuous")).find((path) => existsSync(path));
  const models = prefixes
    .map((root) => join(root, "share/pocketsphinx/model/en-us"))
    .map((directory) => ({
      hmm: join(directory, "en-us"),
      lm: join(directory, "en-us.lm.bin"),
      dict: join(directory, "cmudict-en-us.dict"),
    }))
    .find((model) => Object.values(model).every((path) => existsSync(path)));
  return binary && models ? { binary, ...models } : null;
};
