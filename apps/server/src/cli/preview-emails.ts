/**
 * `npm run emails:preview`: writes every lifecycle e-mail, rendered with sample values, to
 * `.tmp/emails/` as `<kind>.html` (open it in a browser) and `<kind>.txt` (the plain-text part),
 * and prints each subject. `-- --kind=welcome` renders one; `--base-url=` sets the links' site.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";

import {
  lifecycleMailKinds,
  renderLifecycleMail,
  sampleLifecycleMail,
  type LifecycleMail,
} from "../features/billing/emails/lifecycle-emails.tsx";

const option = (name: string) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);

const only = option("kind");
if (only && !(lifecycleMailKinds as readonly string[]).includes(only)) {
  throw new Error(`--kind must be one of ${lifecycleMailKinds.join(", ")}`);
}
const kinds = lifecycleMailKinds.filter((kind) => !only || kind === only);
const baseUrl = option("base-url") ?? "http://localhost:3000";
const outDir = resolve(import.meta.dirname, "../../../../.tmp/emails");
await mkdir(outDir, { recursive: true });

for (const kind of kinds) {
  const mail = await renderLifecycleMail(sampleLifecycleMail(kind satisfies LifecycleMail["kind"]), {
    to: "member@example.com",
    name: "Sam",
    baseUrl,
  });
  await writeFile(resolve(outDir, `${kind}.html`), mail.html ?? "");
  await writeFile(resolve(outDir, `${kind}.txt`), mail.text);
  console.log(`${kind.padEnd(24)} ${mail.subject}`);
}
console.log(`\nWritten to ${outDir}`);
