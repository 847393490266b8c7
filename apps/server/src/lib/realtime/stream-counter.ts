import { AppError } from "../../http/app-error.ts";

const tooManyStreamsMessage = "Too many open connections. Close some Promptloom tabs and try again.";

/** Counts this instance's open streams per holder (a member, or a visitor's address). */
export const createStreamCounter = () => {
  const open = new Map<string, number>();
  return {
    /** Counts one more stream for `holder`, or refuses (429) past `limit`; returns its release. */
    take: (holder: string, limit: number, refusal = tooManyStreamsMessage): (() => void) => {
      const count = open.get(holder) ?? 0;
      if (count >= limit) throw AppError.rateLimited(refusal, 30);
      open.set(holder, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(holder) ?? 1) - 1;
        if (left > 0) open.set(holder, left);
        else open.delete(holder);
      };
    },
  };
};
