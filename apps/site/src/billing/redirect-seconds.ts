/**
 * How long each payment page waits before going to the parent dashboard, in whole seconds.
 * @see spec §9 "Redirects: 3 s after payment success, … 5 s cancel countdown, 60 s subscription
 *   success countdown"
 */
export const REDIRECT_SECONDS = {
  /** `/payment-success` after the payment is confirmed. */
  paymentSuccess: 3,
  /** `/stripe/canceled`. */
  canceled: 5,
  /** `/stripe/success`. */
  subscriptionSuccess: 60,
} as const;
