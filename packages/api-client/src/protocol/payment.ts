/**
 * The premium subscription tags of a signed-in parent: start a hosted checkout
 * (`payment.checkout`), confirm it on return (`payment.success`) and open the billing portal
 * (`payment.manage`). The server talks to Stripe when it has keys, else to its own local test
 * checkout; the wire is the same either way.
 * @see spec §2 "Pricing", "Payment pages", "Manage billing"; §4 "Payment page"; §7 `payment.*`;
 *   §8 Payment; §9 prices
 */
import * as z from 'zod/mini';
import { parentDataSchema } from './account';
import { businessErrorSchema, signedInShape } from './common';

export const PAYMENT_CHECKOUT = 'payment.checkout';
export const PAYMENT_SUCCESS = 'payment.success';
export const PAYMENT_MANAGE = 'payment.manage';

/** The two plans. @see spec §9 "two plans monthly and annual" */
export const PRICE_IDS = ['monthly', 'annual'] as const;

/** A plan. */
export type PriceId = (typeof PRICE_IDS)[number];

/**
 * The plans' prices as shown, in US dollars (cents as whole numbers, to stay exact), and the
 * annual discount in percent (0–100).
 * @see spec §2 "Pricing", §9 "Premium $3.99/month, $27.99/year, 40% annual discount"
 */
export const PLAN_PRICES = {
  monthly: { cents: 399, label: '$3.99', per: 'month' },
  annual: { cents: 2799, label: '$27.99', per: 'year' },
} as const satisfies Record<PriceId, { cents: number; label: string; per: string }>;

/** The advertised annual discount, percent 0–100. @see spec §9 */
export const ANNUAL_DISCOUNT_PERCENT = 40;

/**
 * `payment.checkout`: start paying for a plan. `sessionid` is the client's clock when Subscribe
 * was pressed (ms since 1970, as text): the same parent, plan and `sessionid` twice gets the same
 * checkout (a double click opens one checkout, not two). `initial` ('true'/'false' or a boolean)
 * says the parent subscribes for the first time; it is recorded, nothing depends on it.
 */
export const paymentCheckoutRequestSchema = z.object({
  tag: z.literal(PAYMENT_CHECKOUT),
  ...signedInShape,
  priceid: z.enum(PRICE_IDS),
  sessionid: z.union([
    z.string().check(z.trim(), z.regex(/^\d{1,16}$/, 'expected the current time in ms')),
    z.int().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER)),
  ]),
  initial: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
});
/** Where to send the browser: the hosted checkout page (Stripe's, or the local test one). */
export const paymentCheckoutResponseSchema = z.object({
  tag: z.literal(PAYMENT_CHECKOUT),
  redirect: z.string().check(z.minLength(1)),
});

/**
 * `payment.success`: the checkout session id the checkout returned with
 * (`/#/payment-success?session_id=…`). Confirms it once it is paid and the parent's own.
 */
export const paymentSuccessRequestSchema = z.object({
  tag: z.literal(PAYMENT_SUCCESS),
  ...signedInShape,
  sessionid: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'No payment session found'),
      z.maxLength(255),
      z.regex(/^[A-Za-z0-9_-]+$/, 'No payment session found'),
    ),
});
/**
 * The parent is premium: their data now (`userpremium: 'true'`, `studentsMax: 4`) and the plan
 * paid for. Confirming the same session again answers the same, and changes nothing.
 */
export const paymentSuccessResponseSchema = z.object({
  tag: z.literal(PAYMENT_SUCCESS),
  plan: z.enum(PRICE_IDS),
  data: parentDataSchema,
});

/** `payment.manage`: open the billing portal of the parent's subscription. */
export const paymentManageRequestSchema = z.object({
  tag: z.literal(PAYMENT_MANAGE),
  ...signedInShape,
});
/** Where to send the browser: the billing portal (Stripe's, or the local billing page). */
export const paymentManageResponseSchema = z.object({
  tag: z.literal(PAYMENT_MANAGE),
  redirect: z.string().check(z.minLength(1)),
});

export const paymentCheckoutErrorSchema = businessErrorSchema(PAYMENT_CHECKOUT);
export const paymentSuccessErrorSchema = businessErrorSchema(PAYMENT_SUCCESS);
export const paymentManageErrorSchema = businessErrorSchema(PAYMENT_MANAGE);

export type PaymentCheckoutRequest = z.input<typeof paymentCheckoutRequestSchema>;
export type PaymentSuccessRequest = z.input<typeof paymentSuccessRequestSchema>;
export type PaymentSuccessResponse = z.infer<typeof paymentSuccessResponseSchema>;
export type PaymentManageRequest = z.input<typeof paymentManageRequestSchema>;
