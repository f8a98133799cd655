/**
 * Carry and borrow boxes are drawn small (28 px), as notes, but a child's finger gets the whole
 * column and the rows' gaps around them: a tap there reaches the box. Checked with the real
 * stylesheet's layout in Chromium (`react-browser` project): what is under a point is real hit
 * testing, which jsdom has not.
 */
import { describe, expect, it } from 'vitest';
import { AdditionWorksheet, SubtractionWorksheet } from '../index';
import { showInPage as show } from '../test-utils/in-page';

// The tests take focus themselves.
const NO_AUTO_FOCUS = { autoFocus: false } as const;

const input = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!;

/** The box a tap at (x, y) goes to: the input itself, or the control of the label hit. */
function boxAt(x: number, y: number): HTMLInputElement | null {
  const hit = document.elementFromPoint(x, y);
  if (hit instanceof HTMLInputElement) return hit;
  return (hit?.closest('label')?.control as HTMLInputElement | null | undefined) ?? null;
}

describe('the tap area of a carry or borrow box', () => {
  it('reaches past the small box into its column and the gaps, up to the next box', async () => {
    const container = await show(
      <AdditionWorksheet addend1="478" addend2="256" {...NO_AUTO_FOCUS} />,
    );
    const carry = input(container, 'Carry into the tens column');
    const box = carry.getBoundingClientRect();
    expect(box.width).toBe(28);
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    // Above, below and beside the drawn box, still inside its column and the row gaps.
    for (const [x, y] of [
      [middle.x, box.top - 6],
      [middle.x, box.bottom + 6],
      [box.left - 8, middle.y],
      [box.right + 8, middle.y],
    ] as const) {
      expect(boxAt(x, y), `${x}, ${y}`).toBe(carry);
    }
    // The next column's carry box starts where this one's area ends.
    const hundreds = input(container, 'Carry into the hundreds column');
    expect(boxAt(box.left - 14, middle.y)).toBe(hundreds);
    // The digit of the first addend under it is not covered: a tap there reaches no box.
    expect(boxAt(middle.x, box.bottom + 20)).toBeNull();
    // A tap on the area focuses the carry box, as a tap on the box would.
    (document.elementFromPoint(middle.x, box.top - 6) as HTMLElement).click();
    expect(document.activeElement).toBe(carry);
  });

  it('works the same for the borrow boxes of a subtraction', async () => {
    const container = await show(
      <SubtractionWorksheet minuend="503" subtrahend="127" {...NO_AUTO_FOCUS} />,
    );
    const borrow = container.querySelector<HTMLInputElement>(
      '.mc-row[data-kind="borrow"] .mc-box-input',
    )!;
    const box = borrow.getBoundingClientRect();
    (document.elementFromPoint(box.left + box.width / 2, box.bottom + 6) as HTMLElement).click();
    expect(document.activeElement).toBe(borrow);
  });
});
