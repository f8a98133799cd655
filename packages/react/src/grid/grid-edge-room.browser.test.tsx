/**
 * A grid just too wide for a phone (223 × 49 in the 288 px a 320 px screen leaves) keeps the
 * room its right-hand boxes need: the ✓ / ✗ badge at a box's corner and the focus ring reach
 * into the grid's padding, which must be in view, not cut off at the edge (an embedder's
 * review found the ones column's badges clipped). Real layout and scrolling in Chromium.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiplicationWorksheet } from '../index';
import { showInPage } from '../test-utils/in-page';
import { layoutOf, problemOf, solvedAnswers, workingOrder } from '../test-utils/story-problems';

const NO_AUTO_FOCUS = { autoFocus: false } as const;
const PHONE_ROOM = { width: '288px' };

/** 223 × 49 (2007, 892, 10927) with every digit one too high: all wrong. */
const PHONE_WIDE = problemOf('*', '223', '49');
const ALL_WRONG = solvedAnswers(PHONE_WIDE, {
  slips: workingOrder(layoutOf(PHONE_WIDE)).map((_, index) => index),
});

const rect = (element: Element) => element.getBoundingClientRect();
const gridOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.mc-grid')!;
const onesBox = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[aria-label="Product, ones column"]')!;

describe('the right edge of a grid a little wider than its room', () => {
  it('opens scrolled to its end, so the marks of the ones column are in view', async () => {
    const container = await showInPage(
      <MultiplicationWorksheet
        multiplicand="223"
        multiplier="49"
        defaultAnswers={ALL_WRONG}
        {...NO_AUTO_FOCUS}
      />,
      PHONE_ROOM,
    );
    const grid = gridOf(container);
    expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
    const submit = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Submit Answers',
    )!;
    await act(async () => submit.click());
    const badge = onesBox(container).parentElement!.querySelector('.mc-box-mark')!;
    expect(badge.textContent).toContain('✗');
    expect(rect(badge).right).toBeLessThanOrEqual(rect(grid).right);
  });

  it('a box focused at the edge comes into view with its focus ring', async () => {
    const container = await showInPage(
      <MultiplicationWorksheet multiplicand="223" multiplier="49" {...NO_AUTO_FOCUS} />,
      PHONE_ROOM,
    );
    const grid = gridOf(container);
    grid.scrollLeft = 0;
    const ones = onesBox(container);
    ones.focus();
    const ring = parseFloat(getComputedStyle(ones).outlineWidth);
    const offset = parseFloat(getComputedStyle(ones).outlineOffset);
    expect(ring).toBeGreaterThan(0);
    expect(rect(ones).right + offset + ring).toBeLessThanOrEqual(rect(grid).right);
  });
});

describe('a grid wider than its room on a phone', () => {
  it('fades at the edge that has more columns beyond it, following the scroll', async () => {
    const container = await showInPage(
      <MultiplicationWorksheet multiplicand="48276" multiplier="3519" {...NO_AUTO_FOCUS} />,
      PHONE_ROOM,
    );
    const grid = gridOf(container);
    const fades = () => {
      const style = getComputedStyle(grid);
      return [style.getPropertyValue('--mc-fade-start'), style.getPropertyValue('--mc-fade-end')];
    };
    // It opens at the ones column: the sign and the high places are beyond the left edge.
    await expect.poll(fades).toEqual(['24px', '0px']);
    grid.scrollLeft = 0;
    await expect.poll(fades).toEqual(['0px', '24px']);
    grid.scrollLeft = grid.scrollWidth / 3;
    await expect.poll(fades).toEqual(['24px', '24px']);
  });

  it('fades no more than what is hidden: a grid 8 px too wide fades 8 px', async () => {
    const container = await showInPage(
      <MultiplicationWorksheet multiplicand="223" multiplier="49" {...NO_AUTO_FOCUS} />,
      PHONE_ROOM,
    );
    const grid = gridOf(container);
    expect(grid.scrollWidth - grid.clientWidth).toBe(8);
    await expect.poll(() => getComputedStyle(grid).getPropertyValue('--mc-fade-start')).toBe('8px');
  });

  it('does not fade a grid that fits', async () => {
    const container = await showInPage(
      <MultiplicationWorksheet multiplicand="47" multiplier="3" {...NO_AUTO_FOCUS} />,
      PHONE_ROOM,
    );
    const grid = gridOf(container);
    expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const style = getComputedStyle(grid);
    expect([
      style.getPropertyValue('--mc-fade-start'),
      style.getPropertyValue('--mc-fade-end'),
    ]).toEqual(['0px', '0px']);
  });
});
