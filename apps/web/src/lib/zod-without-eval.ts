import { config } from "zod";

// The pages' Content-Security-Policy allows no eval. Left alone, zod probes for it with
// `new Function` on its first parse, which the browser reports as a policy violation; without
// the probe zod validates the same way, through its interpreter.
config({ jitless: true });
