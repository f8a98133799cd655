/**
 * A visitor walks every public page from the top bar and the footer, as someone deciding
 * whether to sign up would: FAQ, About (with its worksheet demo), Blog, Pricing, Privacy and
 * Terms. Axe finds nothing on any of them.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, pageWidth } from './accounts-helpers';

test('a visitor walks every public page; axe finds nothing on each', async ({ page }) => {
  await page.goto('/#/');
  const topBar = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('navigation', { name: 'Legal' });

  await test.step('FAQ: six questions for a visitor', async () => {
    await topBar.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/#\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main details')).toHaveCount(6);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('About: the method and a demo that can be paused', async () => {
    await topBar.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/#\/about$/);
    await expect(page.getByText(/10 questions/).first()).toBeVisible();
    const pause = page.getByRole('button', { name: /pause/i });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole('button', { name: /play/i })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('Blog: one post', async () => {
    await topBar.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/#\/blog$/);
    await expect(page.locator('main article')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('Privacy and Terms: January 2024, parental consent under 13', async () => {
    for (const [name, path] of [
      ['Privacy Policy', 'privacy'],
      ['Terms of Service', 'terms'],
    ] as const) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`#/${path}$`));
      await expect(page.getByText(/January 2024/).first()).toBeVisible();
      await expect(page.getByText(/under 13/).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  await test.step('Pricing: both plans; subscribing asks a visitor to sign in', async () => {
    await page.goto('/#/pricing');
    await expect(page.getByText('$0')).toBeVisible();
    await expect(page.getByText('40% off billed annually!')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please Create an Account or Login' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Please Login' }).click();
    await expect(page).toHaveURL(/#\/parent-login$/);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the top bar's links share one row, every link of the top bar and footer is a 44 px target, and no public page scrolls sideways", async ({
    page,
  }) => {
    for (const path of [
      '',
      'free-problems',
      'faq',
      'about',
      'blog',
      'pricing',
      'privacy',
      'terms',
    ]) {
      await page.goto(`/#/${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(links.first()).toBeVisible();
      const tops = await links.evaluateAll((all) =>
        all.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `/${path}: link rows`).toBe(1);
      // Touch targets of at least 44 × 44 px (visual.md principle 6), the footer's too.
      const targets = page.locator('.site-brand, .site-nav a, .site-footer a');
      const small = await targets.evaluateAll((all) =>
        all
          .map((link) => ({ name: link.textContent, box: link.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ name }) => name),
      );
      expect(small, `/${path}: targets under 44 px`).toEqual([]);
      expect(await pageWidth(page), `/${path}: page width`).toBeLessThanOrEqual(360);
    }
  });
});
