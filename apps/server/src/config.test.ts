import { describe, expect, it } from 'vitest';
import { PUBLIC_URL_REQUIRED, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to port 3000, ./data under the cwd and embedded PGlite', () => {
    expect(readConfig({}, '/srv/mathcols')).toEqual({ port: 3000, dataDir: '/srv/mathcols/data' });
  });

  it('reads PORT, a relative or absolute MATHCOLS_DATA_DIR and DATABASE_URL', () => {
    const env = {
      PORT: '8080',
      MATHCOLS_DATA_DIR: 'state/db',
      DATABASE_URL: 'postgres://app@db/mathcols',
    };
    expect(readConfig(env, '/srv')).toEqual({
      port: 8080,
      dataDir: '/srv/state/db',
      databaseUrl: 'postgres://app@db/mathcols',
    });
    expect(readConfig({ MATHCOLS_DATA_DIR: '/var/lib/mathcols' }, '/srv').dataDir).toBe(
      '/var/lib/mathcols',
    );
  });

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', MATHCOLS_DATA_DIR: ' ', DATABASE_URL: '' }, '/x')).toEqual({
      port: 3000,
      dataDir: '/x/data',
    });
  });

  it('rejects a PORT that is not a whole number from 0 to 65535', () => {
    for (const PORT of ['http', '-1', '70000', '3000.5', '0x50']) {
      expect(() => readConfig({ PORT }, '/x')).toThrow(
        `PORT must be a whole number from 0 to 65535, got "${PORT}"`,
      );
    }
  });

  it('reads the e-mail, link and demo settings, present only when set', () => {
    const env = {
      SMTP_URL: 'smtp://mailer:587',
      MAIL_FROM: 'mathcols <hi@example.test>',
      PUBLIC_URL: 'https://mathcols.example/',
      NODE_ENV: 'production',
      MATHCOLS_DEMO: '1',
    };
    expect(readConfig(env, '/x')).toEqual({
      port: 3000,
      dataDir: '/x/data',
      smtpUrl: 'smtp://mailer:587',
      mailFrom: 'mathcols <hi@example.test>',
      publicUrl: 'https://mathcols.example',
      production: true,
      demo: true,
    });
    expect(readConfig({ MATHCOLS_DEMO: '0', NODE_ENV: 'development' }, '/x')).toEqual({
      port: 3000,
      dataDir: '/x/data',
      demo: false,
    });
  });

  it('reads SUPPORT_EMAIL, absent when unset, and rejects one that is not an address', () => {
    expect(readConfig({ SUPPORT_EMAIL: ' help@mathcols.example ' }, '/x').supportEmail).toBe(
      'help@mathcols.example',
    );
    expect(readConfig({ SUPPORT_EMAIL: '' }, '/x')).not.toHaveProperty('supportEmail');
    for (const SUPPORT_EMAIL of ['support', 'a b@mathcols.example', '@mathcols.example']) {
      expect(() => readConfig({ SUPPORT_EMAIL }, '/x')).toThrow(
        `SUPPORT_EMAIL must be an e-mail address, got "${SUPPORT_EMAIL}"`,
      );
    }
  });

  it('stops on a SECRET_KEY under 32 characters, without repeating it; a long one or none is fine', () => {
    expect(() => readConfig({ SECRET_KEY: 'short' }, '/x')).toThrow(
      /^SECRET_KEY must be at least 32 characters$/,
    );
    expect(() => readConfig({ SECRET_KEY: 'k'.repeat(32) }, '/x')).not.toThrow();
    expect(() => readConfig({ SECRET_KEY: '  ' }, '/x')).not.toThrow();
  });

  it('rejects a PUBLIC_URL that is not http(s) and a MATHCOLS_DEMO other than 0 or 1', () => {
    for (const PUBLIC_URL of ['mathcols.example', 'ftp://mathcols.example', 'https://']) {
      expect(() => readConfig({ PUBLIC_URL }, '/x')).toThrow(
        `PUBLIC_URL must be an http(s) URL, got "${PUBLIC_URL}"`,
      );
    }
    expect(() => readConfig({ MATHCOLS_DEMO: 'yes' }, '/x')).toThrow(
      'MATHCOLS_DEMO must be 0 or 1, got "yes"',
    );
  });

  it('reads MATHCOLS_JOBS 0 or 1, absent when unset, and rejects anything else', () => {
    expect(readConfig({ MATHCOLS_JOBS: '0' }, '/x').jobs).toBe(false);
    expect(readConfig({ MATHCOLS_JOBS: '1' }, '/x').jobs).toBe(true);
    expect(readConfig({ MATHCOLS_JOBS: '' }, '/x')).not.toHaveProperty('jobs');
    expect(() => readConfig({ MATHCOLS_JOBS: 'off' }, '/x')).toThrow(
      'MATHCOLS_JOBS must be 0 or 1, got "off"',
    );
  });
});

describe('readConfig: production links and HSTS', () => {
  it('refuses to start in production without PUBLIC_URL, saying what to set', () => {
    for (const PUBLIC_URL of [undefined, '', '  ']) {
      expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_URL }, '/x')).toThrow(
        PUBLIC_URL_REQUIRED,
      );
    }
    expect(PUBLIC_URL_REQUIRED).toMatch(/^PUBLIC_URL must be set when NODE_ENV=production/);
    expect(readConfig({ NODE_ENV: 'development' }, '/x')).not.toHaveProperty('publicUrl');
  });

  it('turns HSTS on only with MATHCOLS_HSTS=1 and an https PUBLIC_URL', () => {
    const https = { PUBLIC_URL: 'https://mathcols.example' };
    expect(readConfig({ ...https, MATHCOLS_HSTS: '1' }, '/x').hsts).toBe(true);
    expect(readConfig({ ...https, MATHCOLS_HSTS: '0' }, '/x')).not.toHaveProperty('hsts');
    expect(readConfig(https, '/x')).not.toHaveProperty('hsts');
    for (const PUBLIC_URL of [undefined, 'http://mathcols.example']) {
      expect(() => readConfig({ PUBLIC_URL, MATHCOLS_HSTS: '1' }, '/x')).toThrow(
        'MATHCOLS_HSTS=1 needs an https PUBLIC_URL',
      );
    }
    expect(() => readConfig({ ...https, MATHCOLS_HSTS: 'yes' }, '/x')).toThrow(
      'MATHCOLS_HSTS must be 0 or 1, got "yes"',
    );
  });
});

describe('readConfig: Stripe', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PRICE_MONTHLY: 'price_month',
    STRIPE_PRICE_ANNUAL: 'price_year',
  };

  it('uses the local test checkout when no STRIPE_ setting is set (or all are empty)', () => {
    expect(readConfig({}, '/x')).not.toHaveProperty('stripe');
    expect(
      readConfig({ STRIPE_SECRET_KEY: ' ', STRIPE_PRICE_MONTHLY: '', STRIPE_WEBHOOK_SECRET: '' }),
    ).not.toHaveProperty('stripe');
  });

  it('reads the key and both prices, and the webhook secret when set', () => {
    expect(readConfig(keys, '/x').stripe).toEqual({
      secretKey: 'sk_test_123',
      prices: { monthly: 'price_month', annual: 'price_year' },
    });
    expect(readConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, '/x').stripe).toEqual({
      secretKey: 'sk_test_123',
      prices: { monthly: 'price_month', annual: 'price_year' },
      webhookSecret: 'whsec_abc',
    });
  });

  it('refuses an incomplete set, naming what is missing and never the key', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_live_secret' }, '/x')).toThrow(
      'Stripe needs STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL set together; missing: STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL',
    );
    expect(() => readConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, '/x')).toThrow(
      'missing: STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL',
    );
    const message = (() => {
      try {
        readConfig({ STRIPE_SECRET_KEY: 'sk_live_secret', STRIPE_PRICE_ANNUAL: 'price_y' }, '/x');
        return 'no error';
      } catch (error) {
        return String(error);
      }
    })();
    expect(message).toContain('missing: STRIPE_PRICE_MONTHLY');
    expect(message).not.toContain('sk_live_secret');
  });

  it('refuses values that are not a key, a price id or a signing secret', () => {
    expect(() => readConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_1' }, '/x')).toThrow(
      'STRIPE_SECRET_KEY must start with sk_ or rk_',
    );
    expect(() => readConfig({ ...keys, STRIPE_PRICE_ANNUAL: 'annual' }, '/x')).toThrow(
      'STRIPE_PRICE_ANNUAL must start with price_',
    );
    expect(() => readConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'secret' }, '/x')).toThrow(
      'STRIPE_WEBHOOK_SECRET must start with whsec_',
    );
  });
});
