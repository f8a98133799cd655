/**
 * The site works under the server's Content Security Policy (no inline script, inline styles
 * only by hash): a visitor and then a parent walk the pages — landing, free practice with a box
 * filled, parent login, register, pricing, FAQ, the signed-in parent dashboard, contact, and the
 * local test checkout — and the browser reports no CSP violation on any of them.
 * @see issue 9 "Safe"; apps/server/src/http/security-headers.ts
 */
import { expect, test, type Page } from '@playwright/test';
import { registerParent, uniqueId } from './accounts-helpers';

/** What the browser reported: `securitypolicyviolation` events and CSP console errors. */
interface Violations {
  events: string[];
  console: string[];
}

/** Starts recording every CSP violation of `page`, across navigations. */
async function recordViolations(page: Page): Promise<Violations> {
  const found: Violations = { events: [], console: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => found.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.href}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) found.console.push(message.text());
  });
  return found;
}

test('the site runs under the Content Security Policy with no violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  const email = `${uniqueId('csp')}@example.test`;
  const password = 'Csp-check-pass-1';

  await test.step('the policy is sent: scripts only from files, no framing', async () => {
    const response = await page.goto('/#/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('link', { name: 'Parent Login' })).toBeVisible();
  });

  await test.step('free practice: start a set and fill a box', async () => {
    await page.goto('/#/free-problems');
    await expect(page.getByRole('heading', { level: 1, name: 'Free Math Practice' })).toBeVisible();
    await page.getByRole('tab', { name: 'Addition' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Easy', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start Easy Problems' }).click();
    const box = panel.getByRole('textbox', { name: 'Sum, ones column' });
    await expect(box).toBeFocused();
    await page.keyboard.press('7');
    await expect(box).toHaveValue('7');
  });

  await test.step('public pages: FAQ, pricing, login', async () => {
    await page.goto('/#/faq');
    await expect(page.locator('main details').first()).toBeVisible();
    await page.goto('/#/pricing');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await page.goto('/#/parent-login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  await test.step('register, then the parent dashboard and contact page', async () => {
    await registerParent(page, email, password);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/#/parent-contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  await test.step('the local test checkout page', async () => {
    await page.goto('/#/pricing');
    await page.getByRole('radio', { name: /monthly/i }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/local-checkout\//);
    await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
    // Its one inline style applies (allowed by hash): the Pay button is styled, not default.
    const height = await page
      .getByRole('button', { name: 'Pay' })
      .evaluate((button) => button.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(44);
  });

  expect(violations).toEqual({ events: [], console: [] });

  await test.step('the recorder does catch a violation (an injected inline script)', async () => {
    await page.goto('/#/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.events.length).toBeGreaterThan(0);
    expect(violations.events[0]).toMatch(/^script-src/);
  });
});
