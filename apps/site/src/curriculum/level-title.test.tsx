import { levelsFor, SUBJECTS } from '@mathcols/engine';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnbrokenTitle } from './level-title';

/** The title as a page shows it: its whole text, and the parts a line cannot break inside. */
function shown(title: string) {
  const { container, unmount } = render(<UnbrokenTitle title={title} />);
  const unbroken = [...container.querySelectorAll('.unbroken')].map((part) => part.textContent);
  const text = container.textContent;
  unmount();
  return { text, unbroken };
}

describe('UnbrokenTitle', () => {
  it("keeps '2-digit' whole and the sign with the number of digits it leads", () => {
    expect(shown('2-digit + 2-digit, one carry').unbroken).toEqual(['2-digit', '+ 2-digit']);
    expect(shown('3-digit − 1- or 2-digit, borrowing across a zero').unbroken).toEqual([
      '3-digit',
      '− 1-',
      '2-digit',
    ]);
  });

  it('keeps a sign with the number or word it leads, and a product of two numbers whole', () => {
    expect(shown('Division facts ÷ 2 to ÷ 5').unbroken).toEqual(['÷ 2', '÷ 5']);
    expect(shown('Facts up to 12 × 12').unbroken).toEqual(['12 × 12']);
    expect(shown('2-digit × tens').unbroken).toEqual(['2-digit', '× tens']);
  });

  it('reads, letter for letter, as every title of the curriculum; every sign and hyphen is kept', () => {
    for (const subject of SUBJECTS) {
      for (const { title } of levelsFor(subject)) {
        const { text, unbroken } = shown(title);
        expect(text).toBe(title);
        // Outside the no-wrap parts no sign or digit's hyphen is left for a line to break at.
        const rest = unbroken.reduce((left, part) => left.replace(part!, ''), title);
        expect(rest, title).not.toMatch(/[+−×÷]|\d-/);
      }
    }
  });
});
