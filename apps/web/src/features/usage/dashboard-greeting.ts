import type { UsageSummary } from "@promptloom/contracts/usage";

/**
 * The dashboard's greeting: a member with nothing recorded yet (brand new) is welcomed, one who
 * has used Promptloom before is welcomed back.
 */
export const dashboardGreeting = (firstName: string | undefined, summary: UsageSummary | undefined) => {
  const hasHistory = Boolean(summary && (summary.totalMinutes > 0 || summary.recent.length > 0));
  const name = firstName ? `, ${firstName}` : "";
  return hasHistory
    ? `Welcome back${name}. Pick up where you left off.`
    : `Welcome${name}. Copy a prompt from the library or try Genie to start saving time.`;
};
