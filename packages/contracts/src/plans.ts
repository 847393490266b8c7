// Plain values only: the marketing pages import this, and they ship without a schema library.
export const planIds = ["monthly", "yearly"] as const;
export type PlanId = (typeof planIds)[number];

export type PlanOption = {
  id: PlanId;
  title: string;
  /** Price in US dollars for one billing period. */
  price: number;
  period: "month" | "year";
  description: string;
  monthlyEquivalent: number;
  savings: { amount: number; percent: number } | null;
  popular: boolean;
};

/** The two plans, defined once and shown identically everywhere. */
export const plans: Record<PlanId, PlanOption> = {
  monthly: {
    id: "monthly",
    title: "Monthly",
    price: 14.99,
    period: "month",
    description: "Full access, billed every month.",
    monthlyEquivalent: 14.99,
    savings: null,
    popular: false,
  },
  yearly: {
    id: "yearly",
    title: "Yearly",
    price: 129,
    period: "year",
    description: "Full access, billed once a year.",
    monthlyEquivalent: 10.75,
    savings: { amount: 50.88, percent: 28 },
    popular: true,
  },
};

export const planList: PlanOption[] = [plans.yearly, plans.monthly];

export const formatUsd = (amount: number): string =>
  Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;

export const includedFeatures = [
  "1000+ expert-curated prompt library",
  "AI Genie prompt refinement",
  "One-tap voice prompt generator",
  "Image prompt studio",
  "Plug-and-play n8n automations",
  "Personal productivity coach and planner",
  "Live dashboard of hours saved",
  "Discord community",
  "Community prompt library",
  "Resource center",
] as const;

/** Default Stripe price lookup keys; STRIPE_PRICE_MONTHLY / STRIPE_PRICE_YEARLY may override them. */
export const planLookupKeys: Record<PlanId, string> = {
  monthly: "promptloom_monthly",
  yearly: "promptloom_yearly",
};

/** "$129/year", "$14.99/month". */
export const formatPlanPrice = (plan: PlanOption): string => `${formatUsd(plan.price)}/${plan.period}`;

/** The line under a plan's price: what it works out to per month, or how it is billed. */
export const describePlanBilling = (plan: PlanOption): string =>
  plan.period === "year" ? `${formatUsd(plan.monthlyEquivalent)} per month, billed yearly` : "Billed monthly";

/** "Save 28% ($50.88 a year)" for a plan that saves, else null. */
export const describePlanSavings = (plan: PlanOption): string | null =>
  plan.savings ? `Save ${plan.savings.percent}% (${formatUsd(plan.savings.amount)} a year)` : null;
