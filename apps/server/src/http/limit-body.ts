import { bodyLimit } from "hono/body-limit";

import { AppError } from "./app-error.ts";

/** Refuses a request body over `maxSize` bytes with 413 and `message`, as soon as it grows past it. */
export const limitBody = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("payload_too_large", 413, message);
    },
  });
