import { Agent, request as httpRequest } from "node:http";

import { afterAll, describe, expect, it } from "vitest";

import { startServerProcess, type ServerProcess } from "./testing/server-process.ts";

let running: ServerProcess | null = null;
afterAll(async () => {
  await running?.stop("SIGKILL");
});

/** A GET through `agent`, with whether it went over a connection the agent kept from before. */
const get = (agent: Agent, url: string) =>
  new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
    const request = httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
    });
    request.on("error", reject);
    request.end();
  });

describe("kept-alive connections", () => {
  it(
    "stay open past the 5 s a client may leave them idle, so its next request is answered",
    { timeout: 60_000 },
    async () => {
      running = await startServerProcess({});
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      expect((await get(agent, `${running.baseUrl}/api/health`)).status).toBe(200);
      await new Promise((resume) => setTimeout(resume, 6_000));
      expect(await get(agent, `${running.baseUrl}/api/health`)).toEqual({ status: 200, reusedSocket: true });
      agent.destroy();
    },
  );
});
