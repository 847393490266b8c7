import { createHash } from "node:crypto";
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * What the stored model is trained from: the labelled requests, the code that reads them and
 * trains (src/classify and src/text, tests and the model itself aside), and the version of the
 * language library that tags their words. A change to any of them changes the fingerprint, so a
 * test finds a model left untrained after it without training again (which takes a minute).
 */
export const trainingFingerprint = (): string => {
  const files = globSync(["data/training.jsonl", "src/classify/*.ts", "src/text/*.ts"], { cwd: packageRoot })
    .filter((file) => !file.endsWith(".test.ts"))
    .toSorted();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(readFileSync(`${packageRoot}/${file}`));
  // The package pins the library's exact version.
  const { dependencies } = JSON.parse(readFileSync(`${packageRoot}/package.json`, "utf8")) as {
    dependencies: Record<string, string>;
  };
  return hash.update(`compromise@${dependencies.compromise}`).digest("hex");
};
