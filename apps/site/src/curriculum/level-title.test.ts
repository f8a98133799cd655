import { levelsFor, SUBJECTS } from '@mathcols/engine';
import { describe, expect, it } from 'vitest';
import { unbrokenLevelTitle } from './level-title';

const NBSP = '\u00a0';

describe('unbrokenLevelTitle', () => {
  it('keeps a sign with the number it leads', () => {
    expect(unbrokenLevelTitle('Division facts ÷ 2 to ÷ 5')).toBe(
      `Division facts ÷${NBSP}2 to ÷${NBSP}5`,
    );
    expect(unbrokenLevelTitle('2-digit + 2-digit, one carry')).toBe(
      `2-digit +${NBSP}2-digit, one carry`,
    );
  });

  it('keeps a product of two numbers on one line', () => {
    expect(unbrokenLevelTitle('Facts up to 9 × 9')).toBe(`Facts up to 9${NBSP}×${NBSP}9`);
  });

  it('changes only spaces: every title of the curriculum reads the same', () => {
    for (const subject of SUBJECTS) {
      for (const { title } of levelsFor(subject)) {
        expect(unbrokenLevelTitle(title).replaceAll(NBSP, ' ')).toBe(title);
      }
    }
  });
});
