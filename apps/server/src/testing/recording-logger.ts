import { Writable } from "node:stream";

import { pino, type Logger } from "pino";

/** A real pino logger at info level whose messages the test can read, in order. */
export const recordingLogger = (): { logger: Logger; lines: string[] } => {
  const lines: string[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push((JSON.parse(chunk.toString()) as { msg: string }).msg);
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
};
