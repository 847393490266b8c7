import { afterAll, beforeAll, beforeEach } from "vitest";

import { startLoopbackOpenAi, type LoopbackOpenAi } from "./loopback-openai.ts";

/**
 * One loopback OpenAI-compatible server for the enclosing suite, emptied of scripts and recorded
 * requests before each test. Call it before `useTestApp` when the app's options read its address.
 */
export const useLoopbackOpenAi = (): (() => LoopbackOpenAi) => {
  let current: LoopbackOpenAi | undefined;
  beforeAll(async () => {
    current = await startLoopbackOpenAi();
  });
  beforeEach(() => {
    current?.reset();
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error("The loopback OpenAI server is available inside tests and hooks only");
    return current;
  };
};
