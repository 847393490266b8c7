import type { Subscription, SubscriptionStatus } from "@promptloom/contracts/billing";

export const statusLabels: Record<SubscriptionStatus, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment overdue",
  canceled: "Cancelled",
  unpaid: "Unpaid",
  incomplete: "Awaiting payment",
  incomplete_expired: "Expired",
  paused: "Paused",
};

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** "Renews on …", "Ends on …" or "Ended on …", as the subscription stands. */
export const describePeriod = (subscription: Subscription): string | null => {
  if (!subscription.currentPeriodEnd) return null;
  const date = formatDate(subscription.currentPeriodEnd);
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return `Ended on ${date}`;
  return subscription.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
};
