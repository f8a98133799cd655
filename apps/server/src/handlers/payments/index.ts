/**
 * The payment tags. (Being built in this change by its owner.)
 * @see spec §7 `payment.*`
 */
import type { Handler } from '../types';

const refused = (tag: string) => () => ({
  status: 200 as const,
  body: { tag: `${tag}_error`, reason: 'There was an error processing your payment.' },
});

export const paymentHandlers: {
  'payment.checkout': Handler<'payment.checkout'>;
  'payment.success': Handler<'payment.success'>;
  'payment.manage': Handler<'payment.manage'>;
} = {
  'payment.checkout': refused('payment.checkout'),
  'payment.success': refused('payment.success'),
  'payment.manage': refused('payment.manage'),
};
