import { plans, type PlanId } from "@promptloom/contracts/plans";

/** When the period ending at `end` began: one billing period of `plan` earlier. */
const periodStart = (end: Date, plan: PlanId) => {
  const start = new Date(end);
  if (plans[plan].period === "year") start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
};

const cents = (dollars: number) => Math.round(dollars * 100);

export type Proration = {
  /** Credit for the unused part of the current period, in cents. */
  creditCents: number;
  /** The new plan's first period, in cents. */
  newPlanCents: number;
  /** What is charged now: the new plan less the credit, never below zero. */
  dueTodayCents: number;
  /** Credit beyond the new plan's price, kept for later invoices. */
  remainingCreditCents: number;
};

/**
 * A plan switch as Stripe's portal shows it: the switch starts a new period on the new plan, and
 * the unused time of the current one is credited in proportion to what is left of it.
 */
export const prorate = (options: { from: PlanId; to: PlanId; periodEnd: Date; now: Date }): Proration => {
  const { from, to, periodEnd, now } = options;
  const start = periodStart(periodEnd, from);
  const length = periodEnd.getTime() - start.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  const creditCents = Math.round((cents(plans[from].price) * left) / length);
  const newPlanCents = cents(plans[to].price);
  return {
    creditCents,
    newPlanCents,
    dueTodayCents: Math.max(newPlanCents - creditCents, 0),
    remainingCreditCents: Math.max(creditCents - newPlanCents, 0),
  };
};

export const formatCents = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value / 100);
