import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng';

const take = (seed: string | number, count: number) => {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => rng.nextUint32());
};

describe('createRng', () => {
  it('repeats the same sequence for the same seed, and a number seed equals its string', () => {
    expect(take('2024-03-05', 20)).toEqual(take('2024-03-05', 20));
    expect(take(42, 5)).toEqual(take('42', 5));
  });

  it('gives different sequences for different seeds', () => {
    expect(take('2024-03-05', 5)).not.toEqual(take('2024-03-06', 5));
    expect(take('', 5)).not.toEqual(take(' ', 5));
  });

  it('keeps known values, so problem sets stay the same across releases and engines', () => {
    expect(take('mathcols', 3)).toMatchInlineSnapshot(`
      [
        3665318648,
        3781414038,
        2742704700,
      ]
    `);
  });

  it('int stays within its bounds and reaches every value of a small range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -50, max: 50 }), fc.nat(20), (seed, min, span) => {
        const rng = createRng(seed);
        for (let draw = 0; draw < 50; draw += 1) {
          const value = rng.int(min, min + span);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
        }
      }),
    );
    const rng = createRng('digits');
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(0, 9)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('draws digits roughly evenly', () => {
    const rng = createRng('fair');
    const counts = Array.from({ length: 10 }, () => 0);
    for (let draw = 0; draw < 20_000; draw += 1) {
      const digit = rng.int(0, 9);
      counts[digit] = (counts[digit] ?? 0) + 1;
    }
    for (const count of counts) {
      expect(count).toBeGreaterThan(1_800);
      expect(count).toBeLessThan(2_200);
    }
  });

  it('rejects impossible ranges with a RangeError', () => {
    const rng = createRng(1);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
    expect(() => rng.int(0, 1.5)).toThrow(RangeError);
    expect(() => rng.int(0, 2 ** 33)).toThrow(RangeError);
  });
});
