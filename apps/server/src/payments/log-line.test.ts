import { describe, expect, it } from 'vitest';
import { paymentsLogLine } from './log-line';

describe('paymentsLogLine', () => {
  const stripe = {
    secretKey: 'sk_live_very_secret',
    prices: { monthly: 'price_m', annual: 'price_a' },
  };

  it('names the local test checkout when there are no keys', () => {
    expect(paymentsLogLine(undefined, 'http://localhost:3000')).toMatch(
      /^Payments: local test checkout, no card is charged/,
    );
  });

  it('names Stripe and where its webhook is, never the key or the secret', () => {
    const withWebhook = paymentsLogLine(
      { ...stripe, webhookSecret: 'whsec_very_secret' },
      'http://localhost:3000',
    );
    expect(withWebhook).toBe(
      'Payments: Stripe (STRIPE_SECRET_KEY), webhook at http://localhost:3000/api/stripe/webhook',
    );
    const without = paymentsLogLine(stripe, 'http://localhost:3000');
    expect(without).toBe(
      'Payments: Stripe (STRIPE_SECRET_KEY); no STRIPE_WEBHOOK_SECRET, so no webhook',
    );
    for (const line of [withWebhook, without]) expect(line).not.toMatch(/very_secret/);
  });
});
