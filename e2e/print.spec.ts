import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text runs of each page of a PDF, in reading order, blanks dropped. */
async function pdfPages(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str.trim()] : [])),
    );
  }
  return pages;
}

/** `a ÷ b` → the quotient and remainder written as the key writes them, with BigInt. */
function divisionAnswer(dividend: string, divisor: string): string {
  const [a, b] = [BigInt(dividend), BigInt(divisor)];
  return a % b === 0n ? String(a / b) : `${a / b} r ${a % b}`;
}

/** The problems the sheet shows, read from the grids' accessible names ("Problem 3: 612 ÷ 3"). */
async function problemsOnSheet(page: Page): Promise<[string, string][]> {
  const labels = await page
    .getByRole('group', { name: /^Problem \d+: / })
    .evaluateAll((grids) => grids.map((grid) => grid.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const [, dividend = '', divisor = ''] = /: (\d+) ÷ (\d+)$/.exec(label) ?? [];
    return [dividend, divisor];
  });
}

for (const format of ['A4', 'Letter'] as const) {
  test(`a parent prints 12 long divisions on ${format}: problems first, then an answer key that BigInt agrees with`, async ({
    page,
  }) => {
    await page.goto('/#/print?subject=division&level=9&count=12&seed=e2e-print');
    await expect(page.getByRole('heading', { level: 1, name: 'Division · Level 9' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print worksheet' })).toBeVisible();
    const problems = await problemsOnSheet(page);
    expect(problems).toHaveLength(12);

    await page.emulateMedia({ media: 'print' });
    // Problems 10 to 12 line up with 1 to 9: each grid starts as far from its problem's edge.
    const indents = await page.getByRole('group', { name: /^Problem \d+: / }).evaluateAll((grids) =>
      grids.map((grid) => {
        const problem = grid.closest('li') ?? grid;
        return grid.getBoundingClientRect().left - problem.getBoundingClientRect().left;
      }),
    );
    expect(new Set(indents.map((indent) => Math.round(indent))).size).toBe(1);
    const pages = await pdfPages(await page.pdf({ format }));

    // The toolbar and the site's frame are not printed; the answer key starts a page of its own.
    const all = pages.flat();
    expect(all).not.toContain('Print worksheet');
    expect(all).not.toContain('Privacy Policy');
    const keyPage = pages.findIndex((runs) => runs[0] === 'Answer key');
    expect(keyPage).toBeGreaterThan(0);
    expect(pages.length - keyPage).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(12);
    const questionPages = pages.slice(0, keyPage);
    const keyPages = pages.slice(keyPage);
    expect(questionPages[0]?.[0]).toBe('Division · Level 9');
    expect(questionPages[0]).toContain('Name: ______________________');
    expect(keyPages.flat()).not.toContain('Name: ______________________');

    // Every problem is on the question pages, numbered, and each whole on one page.
    problems.forEach((_, index) => {
      const label = `${index + 1}.`;
      expect(questionPages.filter((runs) => runs.includes(label))).toHaveLength(1);
    });
    // The key: each problem's number and its answer line on the same page (no problem split),
    // and the answer the line writes is the one BigInt computes.
    problems.forEach(([dividend, divisor], index) => {
      const line = `${index + 1}. ${dividend} ÷ ${divisor} = ${divisionAnswer(dividend, divisor)}`;
      const onPage = keyPages.filter((runs) => runs.includes(line));
      expect(onPage, line).toHaveLength(1);
      expect(onPage[0]).toContain(`${index + 1}.`);
    });
  });
}

test('free practice offers the level on screen as a printable worksheet in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/#/free-problems');
  const print = page.getByRole('link', { name: /Print worksheet/ });
  await expect(print).toHaveAttribute('target', '_blank');
  const [sheet] = await Promise.all([context.waitForEvent('page'), print.click()]);
  await expect(
    sheet.getByRole('heading', { level: 1, name: /^Multiplication · Level \d+$/ }),
  ).toBeVisible();
  expect(new URL(sheet.url()).hash).toMatch(/seed=[0-9a-z]{8}/);
  await expect(sheet.getByRole('group', { name: /^Problem \d+: / })).toHaveCount(12);
});
