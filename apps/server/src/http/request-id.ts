import { randomUUID } from "node:crypto";

/** What a request id may look like when a proxy in front of the server already gave one. */
const plausibleId = /^[\w\-=]{1,255}$/;

/** The request's own X-Request-Id when it is a plausible one (a proxy's), else a new one. */
export const requestIdFor = (given: string | undefined) => (given && plausibleId.test(given) ? given : randomUUID());
