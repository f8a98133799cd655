/**
 * The payment tags of a signed-in parent: open a checkout, confirm it on return, open the
 * billing portal. They talk to the context's payment provider (Stripe, or the local test one).
 * @see spec §2 "Pricing", "Payment pages", "Manage billing"; §7 `payment.*`; §8 Payment
 */
import type { Handler } from '../types';
import { checkout } from './checkout';
import { manageBilling } from './manage';
import { confirmPayment } from './success';

/** The handlers of `payment.checkout`, `payment.success` and `payment.manage`. */
export const paymentHandlers: {
  'payment.checkout': Handler<'payment.checkout'>;
  'payment.success': Handler<'payment.success'>;
  'payment.manage': Handler<'payment.manage'>;
} = {
  'payment.checkout': checkout,
  'payment.success': confirmPayment,
  'payment.manage': manageBilling,
};
