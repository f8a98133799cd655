/**
 * Every docs page of the built Storybook catalogue (`npm run build-storybook`, which `npm test`
 * runs before this stage) passes axe: the Introduction, Theming and each component's autodocs
 * page, where a designer reads the stories side by side. The stories alone already pass the a11y
 * addon at `error` in the Vitest run; this covers what only a docs page puts together (heading
 * order across stories, the page's landmarks, text outside the stories).
 *
 * Two things are not ours to fix and are left out, each named:
 * - the Controls table (`.docblock-argstable`): Storybook's own widgets (its boolean switch's
 *   grey label, its object editor's list items);
 * - `landmark-unique`: a docs page shows one problem in several states (fresh, partly filled,
 *   marked, complete), so several worksheets share a name such as 'Worksheet 57 + 68'; each sits
 *   under its story's heading, and a page of the product shows one worksheet at a time.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { axeViolations } from './accounts-helpers';

const catalogue = resolve('storybook-static');

/** The docs entries of the built catalogue's index, e.g. 'worksheets-worksheet--docs'. */
function docsPages(): string[] {
  const index = JSON.parse(readFileSync(resolve(catalogue, 'index.json'), 'utf8')) as {
    entries: Record<string, { type: string }>;
  };
  return Object.entries(index.entries)
    .filter(([, entry]) => entry.type === 'docs')
    .map(([id]) => id);
}

const pages = docsPages();
let server: PreviewServer;
let origin = '';

test.beforeAll(async () => {
  server = await preview({
    configFile: false,
    root: catalogue,
    build: { outDir: '.' },
    preview: { host: '127.0.0.1', port: 0 },
    logLevel: 'silent',
  });
  origin = server.resolvedUrls?.local[0] ?? '';
});

test.afterAll(async () => {
  await server.close();
});

test('the catalogue has a docs page for the introduction, theming and every component', () => {
  expect(pages).toEqual(expect.arrayContaining(['introduction--docs', 'theming--docs']));
  for (const component of ['worksheet', 'digitgrid', 'reportcard', 'levelchart', 'formdialog']) {
    expect(pages.some((id) => id.endsWith(`-${component}--docs`))).toBe(true);
  }
});

for (const id of pages) {
  test(`docs page ${id} opens at its top and has no accessibility violations`, async ({ page }) => {
    await page.goto(`${origin}iframe.html?id=${id}&viewMode=docs`);
    const docs = page.locator('#storybook-docs');
    await expect(docs.locator('h1').first()).toBeVisible();
    // Every story block on the page has rendered its story.
    await expect(async () => {
      const blocks = await docs.locator('.docs-story').count();
      const rendered = await docs.locator('.docs-story [id^="story--"] > *').count();
      expect(rendered).toBeGreaterThanOrEqual(blocks);
    }).toPass();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    // No story takes focus on a docs page (the preview turns auto-focus off there): the page
    // opens at its title, not scrolled down to a worksheet (after the 10 ms auto-focus delay).
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => scrollY)).toBe(0);

    const violations = await axeViolations(page, (builder) =>
      builder
        .include('#storybook-docs')
        .exclude('.docblock-argstable')
        .disableRules(['landmark-unique']),
    );
    expect(violations).toEqual([]);
  });
}
