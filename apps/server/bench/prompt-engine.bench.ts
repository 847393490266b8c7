/**
 * The built-in prompt engine's latency in-process: every held-out request refined three times
 * (after a warm-up), as the offline composer does for Genie and voice. Budget: 30 ms median.
 */
import { readFile } from "node:fs/promises";

import { parseLabelled, refineRequest } from "@promptloom/prompt-engine";

import { formatMs, percentile, reportRow } from "../../../scripts/bench/report.ts";

const rounds = 3;
const budgetMedianMs = 30;

const path = new URL("../data/held-out.jsonl", import.meta.resolve("@promptloom/prompt-engine"));
const requests = parseLabelled(await readFile(path, "utf8"), path.pathname).map((entry) => entry.request);

for (const request of requests.slice(0, 20)) refineRequest(request);
const times: number[] = [];
for (let round = 0; round < rounds; round += 1)
  for (const request of requests) {
    const started = performance.now();
    refineRequest(request, { target: round === 1 ? "claude" : "chatgpt", tone: round === 2 ? "friendly" : "auto" });
    times.push(performance.now() - started);
  }
const median = percentile(times, 0.5);
reportRow({
  section: "Prompt engine (built-in, in-process)",
  measure: `refine one request, median of ${times.length}`,
  result: formatMs(median),
  goal: `≤ ${budgetMedianMs} ms`,
  met: median <= budgetMedianMs,
});
reportRow({
  section: "Prompt engine (built-in, in-process)",
  measure: "refine one request, p95",
  result: formatMs(percentile(times, 0.95)),
});
