import { planIds, planLookupKeys, type PlanId } from "@promptloom/contracts/plans";
import type Stripe from "stripe";

/** How long resolved price ids are kept before being looked up again. */
const CACHE_MS = 10 * 60 * 1000;

/** An override that starts with `price_` is a price id; anything else is a lookup key. */
const isPriceId = (reference: string) => reference.startsWith("price_");

export type PriceOverrides = Partial<Record<PlanId, string>>;

/**
 * Finds each plan's Stripe price by lookup key (never by product name), so prices can be
 * replaced in the dashboard by moving the key, without a deploy.
 */
export const createPriceResolver = (stripe: Stripe, overrides: PriceOverrides) => {
  const references = Object.fromEntries(
    planIds.map((plan) => [plan, overrides[plan] ?? planLookupKeys[plan]]),
  ) as Record<PlanId, string>;
  let cached: { ids: Record<PlanId, string>; at: number } | null = null;

  const resolveAll = async (): Promise<Record<PlanId, string>> => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.ids;
    const lookupKeys = planIds.map((plan) => references[plan]).filter((reference) => !isPriceId(reference));
    const found =
      lookupKeys.length > 0
        ? (await stripe.prices.list({ lookup_keys: lookupKeys, active: true, limit: 10 })).data
        : [];
    const ids = {} as Record<PlanId, string>;
    for (const plan of planIds) {
      const reference = references[plan];
      const id = isPriceId(reference) ? reference : found.find((price) => price.lookup_key === reference)?.id;
      if (!id) throw new Error(`No active Stripe price has the lookup key "${reference}" (plan ${plan})`);
      ids[plan] = id;
    }
    cached = { ids, at: Date.now() };
    return ids;
  };

  return {
    priceIdFor: async (plan: PlanId) => (await resolveAll())[plan],
    /** The plan a subscription's price belongs to, by id, lookup key or the checkout's metadata. */
    planFor: async (price: { id: string; lookup_key: string | null } | undefined, metadataPlan?: string) => {
      const byReference = planIds.find(
        (plan) => price && (references[plan] === price.id || references[plan] === price.lookup_key),
      );
      if (byReference) return byReference;
      if (price) {
        const ids = await resolveAll().catch(() => null);
        const byId = ids ? planIds.find((plan) => ids[plan] === price.id) : undefined;
        if (byId) return byId;
      }
      return planIds.find((plan) => plan === metadataPlan) ?? null;
    },
  };
};
