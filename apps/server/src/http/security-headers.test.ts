import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database, DatabaseHandle } from '../db/open';
import { makeParent } from '../handlers/students/test-support';
import { TEST_SITE_URL, paymentCalls, startPaymentsTestApp } from '../payments/test-support';
import type { PaymentsTestApp } from '../payments/test-support';
import { openTestDatabase } from '../testing/database';
import { cspHash, HSTS_VALUE } from './security-headers';

let siteDir: string;
let database: DatabaseHandle;
let payments: PaymentsTestApp;
beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'mathcols-csp-'));
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>mathcols</title>');
  await mkdir(join(siteDir, 'assets'));
  await writeFile(join(siteDir, 'assets', 'app-1a2b3c.js'), 'export {};');
  database = await openTestDatabase();
  payments = await startPaymentsTestApp();
});
afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
  await database?.close();
  await payments?.database.close();
});

/** The directives of a `Content-Security-Policy` value, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** The text of each `<style>` element of a page, exactly as sent. */
function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

describe('security headers', () => {
  it('are on every response; inline styles only in the site’s document, never inline scripts', async () => {
    const failing = {
      select: () => {
        throw new Error('boom');
      },
    } as unknown as Database;
    const app = createApp({ db: database.db, siteDir });
    const broken = createApp({ db: failing, siteDir, logError: () => {} });
    const apiBody = JSON.stringify({
      tag: 'publicmath.get',
      deviceid: '0b5e8f0a-6a8e-4a53-9a43-2f1f6f0c9d11',
    });
    const answers = {
      page: await app.request('/'),
      document: await app.request('/index.html'),
      asset: await app.request('/assets/app-1a2b3c.js'),
      api: await app.request('/api', { method: 'POST', body: apiBody }),
      missing: await app.request('/nothing-here.png'),
      failed: await broken.request('/api', { method: 'POST', body: apiBody }),
    };
    expect(answers.failed.status).toBe(500);
    expect(answers.missing.status).toBe(404);
    for (const [name, response] of Object.entries(answers)) {
      const csp = directives(response.headers.get('Content-Security-Policy'));
      expect(csp.get('script-src'), name).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('script-src'), name).not.toContain("'unsafe-eval'");
      expect(csp.get('style-src')?.includes("'unsafe-inline'"), name).toBe(
        name === 'page' || name === 'document',
      );
      expect(response.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options'), name).toBe('DENY');
      expect(response.headers.get('Referrer-Policy'), name).toBe('no-referrer');
      expect(response.headers.get('Permissions-Policy'), name).toMatch(
        /camera=\(\), microphone=\(\), geolocation=\(\)/,
      );
      expect(response.headers.get('Strict-Transport-Security'), name).toBeNull();
      expect(response.headers.get('X-Powered-By'), name).toBeNull();
    }
  });

  it('send HSTS only when the deployment says it is served over TLS', async () => {
    const app = createApp({ db: database.db, siteDir, hsts: true });
    expect((await app.request('/')).headers.get('Strict-Transport-Security')).toBe(HSTS_VALUE);
  });

  it('allow the local checkout page’s one inline style by its hash, and nothing inline else', async () => {
    const { checkout } = paymentCalls(() => payments);
    const parent = await makeParent(payments.db);
    const redirect = String((await checkout(parent, 'monthly')).body.redirect);
    const response = await payments.app.request(redirect.slice(TEST_SITE_URL.length));
    const html = await response.text();
    expect(response.status).toBe(200);
    const styles = inlineStyles(html);
    expect(styles).toHaveLength(1);
    const csp = directives(response.headers.get('Content-Security-Policy'));
    expect(csp.get('style-src')).toContain(cspHash(styles[0] ?? ''));
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('allow the unsubscribe page’s one inline style by its hash, and nothing inline else', async () => {
    const app = createApp({ db: database.db, siteDir });
    const response = await app.request('/api/unsubscribe?token=not-a-token');
    const html = await response.text();
    const styles = inlineStyles(html);
    expect(styles).toHaveLength(1);
    const csp = directives(response.headers.get('Content-Security-Policy'));
    expect(csp.get('style-src')).toContain(cspHash(styles[0] ?? ''));
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact text, as browsers compute it', () => {
    // echo -n 'body{}' | openssl dgst -sha256 -binary | base64
    expect(cspHash('body{}')).toBe("'sha256-fJgEClQWV1hGkK4qHMO0KotTsVnMYMXTq7/suurGyUo='");
    expect(cspHash('body{} ')).not.toBe(cspHash('body{}'));
  });
});
