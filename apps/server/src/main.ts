/**
 * The compiled server's entry (scripts/build-server.ts bundles from here). Node keeps the code it
 * compiled from the bundle on disk, so a restart does not compile the same megabytes again; the
 * server itself is imported only once that cache is on.
 */
import { enableCompileCache } from "node:module";

enableCompileCache();
await import("./index.ts");
