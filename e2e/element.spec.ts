/**
 * The custom element on a page without React: `examples/element/index.html` (opened from disk,
 * as a page author would) loads the standalone bundle `mathcols-worksheet.global.js` and shows
 * `<mathcols-worksheet operator="*" first="223" second="49">`. A child solves it by keyboard
 * alone; the page hears `mathcols-submit` / `mathcols-complete` with the engine's check result.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

const examplePage = resolve('examples/element/index.html');
const bundle = resolve('packages/react/dist/mathcols-worksheet.global.js');

interface HeardEvent {
  type: string;
  bubbles: boolean;
  composed: boolean;
  detail: {
    marks: Record<string, boolean | null>;
    complete: boolean;
    wrongCount: number;
    attempts: number;
  };
}

/** The events the page's document heard so far (they bubble out of the element). */
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: HeardEvent[] }).heard);

/** The accessible name of the focused element, looking inside shadow roots. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? '';
  });

/** Presses Tab until the box named `label` has focus (the page's form comes first). */
async function tabTo(page: Page, label: string) {
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await focusedLabel(page)) === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${label}"`);
}

/** Types each character with the keyboard; ' ' is Space (moves past an optional box). */
async function typeKeys(page: Page, keys: string) {
  for (const key of keys) await page.keyboard.press(key === ' ' ? 'Space' : key);
}

test.beforeEach(async ({ page }) => {
  expect(existsSync(bundle), `${bundle} exists (run \`npm run build:packages\`)`).toBe(true);
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = events;
    for (const type of ['mathcols-submit', 'mathcols-complete']) {
      document.addEventListener(type, (event) => {
        const { bubbles, composed, detail } = event as CustomEvent<unknown>;
        events.push({ type, bubbles, composed, detail });
      });
    }
  });
  await page.goto(pathToFileURL(examplePage).href);
});

test('a child solves 223 × 49 on a plain HTML page by keyboard, and the page hears it', async ({
  page,
}) => {
  const worksheet = page.getByRole('region', { name: 'Worksheet 223 × 49' });
  await expect(worksheet).toBeVisible();
  // The fallback text inside the tag is gone: the element is defined and renders its shadow root.
  await expect(page.getByText('The worksheet script is missing')).toBeHidden();

  await test.step('the bundled stylesheet applies inside the element', async () => {
    const box = worksheet.getByRole('textbox', { name: 'Product, ones column' });
    const style = await box.evaluate((input) => {
      const computed = getComputedStyle(input);
      return { width: computed.width, fontSize: computed.fontSize };
    });
    // 40 px boxes from the package stylesheet; the page re-themes the digits to 1.75rem.
    expect(style).toEqual({ width: '40px', fontSize: '28px' });
  });

  await test.step('a wrong product shows red boxes marked ✗, and mathcols-submit', async () => {
    await tabTo(page, 'Partial product 1, ones column');
    // 223 × 9 = 2007; 223 × 4 = 892 (Space passes its blank leading box); the product is
    // 10927, typed with a wrong ones digit.
    await typeKeys(page, '7002' + '298 ' + '82901');
    await page.keyboard.press('Enter');

    await expect(worksheet.getByText('Fix the red boxes and try again.')).toBeVisible();
    const wrong = worksheet.getByRole('textbox', { name: 'Product, ones column' });
    await expect(wrong).toHaveAttribute('aria-invalid', 'true');
    // Not colour alone: the box carries a visible ✗ and the word "wrong" for screen readers.
    await expect(wrong).toHaveAccessibleDescription(/wrong/);
    await expect(worksheet.locator('.mc-box-mark[data-result="wrong"]')).toHaveText('✗wrong');
    await expect(worksheet.locator('.mc-box-mark[data-result="wrong"]')).toHaveCount(1);
    // The border eases to red over --mc-transition-duration; toHaveCSS waits for the end.
    await expect(wrong).toHaveCSS('border-top-color', 'rgb(198, 40, 40)');

    const events = await heard(page);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'mathcols-submit',
      bubbles: true,
      composed: true,
      detail: { complete: false, wrongCount: 1, attempts: 1 },
    });
    expect(events[0]?.detail.marks).toMatchObject({ 'product-0': false, 'product-1': true });
    await expect(page.getByRole('listitem')).toHaveText([
      'mathcols-submit: attempt 1, 1 wrong, complete: false',
    ]);
  });

  await test.step('Try Again, fix the red box, Enter: mathcols-complete', async () => {
    await expect(worksheet.getByRole('button', { name: 'Try Again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(worksheet.getByRole('textbox', { name: 'Product, ones column' })).toBeFocused();
    await page.keyboard.press('7');
    await page.keyboard.press('Enter');

    await expect(worksheet.getByText('Correct! 🎉')).toBeVisible();
    const events = await heard(page);
    expect(events.map((event) => event.type)).toEqual([
      'mathcols-submit',
      'mathcols-submit',
      'mathcols-complete',
    ]);
    for (const event of events.slice(1)) {
      expect(event).toMatchObject({
        bubbles: true,
        composed: true,
        detail: { complete: true, wrongCount: 0, attempts: 2 },
      });
      expect(event.detail.marks).toMatchObject({ 'product-0': true, 'product-4': true });
    }
    await expect(page.getByRole('listitem')).toHaveText([
      'mathcols-submit: attempt 1, 1 wrong, complete: false',
      'mathcols-submit: attempt 2, 0 wrong, complete: true',
      'mathcols-complete: solved in 2 attempt(s)',
    ]);
  });
});

test('changing the attributes shows the new problem', async ({ page }) => {
  const element = page.locator('mathcols-worksheet');
  await expect(page.getByRole('region', { name: 'Worksheet 223 × 49' })).toBeVisible();

  // The page's form sets operator, first and second on the element.
  await page.getByLabel('Operator').selectOption('+');
  await page.getByLabel('First number').fill('57');
  await page.getByLabel('Second number').fill('68');
  await page.getByRole('button', { name: 'Show problem' }).click();

  await expect(element).toHaveAttribute('operator', '+');
  const addition = page.getByRole('region', { name: 'Worksheet 57 + 68' });
  await expect(addition.getByRole('textbox', { name: 'Sum, ones column' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Worksheet 223 × 49' })).toHaveCount(0);

  // One attribute alone is enough; a rejected pair shows the engine's message, not a grid.
  await element.evaluate((worksheet) => worksheet.setAttribute('second', '9'));
  await expect(page.getByRole('region', { name: 'Worksheet 57 + 9' })).toBeVisible();
  await element.evaluate((worksheet) => worksheet.setAttribute('operator', '/'));
  await element.evaluate((worksheet) => worksheet.setAttribute('second', '0'));
  await expect(page.getByRole('alert')).toContainText("Can't show the problem 57 ÷ 0.");
  await expect(page.getByRole('textbox')).toHaveCount(2);
});
