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

const binaries = ["/usr/bin/pocketsphinx_continuous", "/usr/local/bin/pocketsphinx_continuous"];
const modelDirectories = ["/usr/share/pocketsphinx/model/en-us", "/usr/local/share/pocketsphinx/model/en-us"];

/** The installed binary and US English model, or null when either is missing. */
export const findPocketsphinx = (): PocketsphinxInstall | null => {
  const binary = binaries.find((path) => existsSync(path));
  const models = modelDirectories
    .map((directory) => ({
      hmm: join(directory, "en-us"),
      lm: join(directory, "en-us.lm.bin"),
      dict: join(directory, "cmudict-en-us.dict"),
    }))
    .find((model) => Object.values(model).every((path) => existsSync(path)));
  return binary && models ? { binary, ...models } : null;
};
