/** Resolves after `ms` milliseconds, for the waits the flows put between their steps. */
export const pause = (ms: number) => new Promise<void>((resume) => setTimeout(resume, ms));
