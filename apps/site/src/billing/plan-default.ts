import type { PriceId } from '@mathcols/api-client';

/**
 * The plan the pricing toggle shows first: for a non-premium visitor or parent, monthly or
 * annual with even odds (`random() < 0.5` → monthly, otherwise annual, so 0.2 → monthly and
 * 0.7 → annual); premium parents start on the period they pay (`subscribed`), monthly when it
 * is not known.
 *
 * @param premium - whether the signed-in parent already has premium
 * @param random - a number in [0, 1), like `Math.random()`
 * @param subscribed - a premium parent's billing period, when known (`ParentData.plan`)
 * @see spec §2 "Pricing" ("Default is random 50/50 for non-premium users")
 */
export function defaultPlan(premium: boolean, random: () => number, subscribed?: PriceId): PriceId {
  if (premium) return subscribed ?? 'monthly';
  return random() < 0.5 ? 'monthly' : 'annual';
}
