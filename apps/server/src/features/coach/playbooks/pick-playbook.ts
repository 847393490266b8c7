import type { PlaybookId } from "@promptloom/contracts/coach";

/**
 * Which playbook a typed message asks for, for the offline coach, which has no model to read it.
 * The playbook buttons say it outright; this covers the common ways of asking in words.
 */
const patterns: [PlaybookId, RegExp][] = [
  [
    "weekly-review",
    /\b(week(ly)?\s+review|review\s+(of\s+)?(my|the|this)\s+week|how\s+was\s+my\s+week|last\s+week)\b/i,
  ],
  [
    "procrastination",
    /\b(procrastinat\w*|putting\s+(it|this|\w+)\s+off|put\s+off|avoid\w*|stuck|unmotivated|motivat\w*|can'?t\s+(get\s+)?start\w*)\b/i,
  ],
  [
    "break-down",
    /\b(break\s+(it|this|that|\w+)?\s*down|breakdown|split\s+(it|this|up)|steps?\s+(for|to)|where\s+do\s+i\s+(start|begin)|too\s+big)\b/i,
  ],
  [
    "prioritise",
    /\b(priorit\w*|what\s+should\s+i\s+(do|work\s+on|start\s+with)|most\s+important|order\s+my|sort\s+my|focus\s+on)\b/i,
  ],
];

export const pickPlaybook = (message: string): PlaybookId | null =>
  patterns.find(([, pattern]) => pattern.test(message))?.[0] ?? null;
