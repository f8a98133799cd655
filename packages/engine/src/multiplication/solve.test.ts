import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  multiplicationDifficulty,
  multiplicationDifficultyScore,
  solveMultiplication,
} from './solve';

/** Whole numbers of 1–15 digits (each length equally likely), as normalised digit strings. */
const operand = fc
  .integer({ min: 1, max: 15 })
  .chain((length) =>
    fc.bigInt({
      min: length === 1 ? 0n : 10n ** BigInt(length - 1),
      max: 10n ** BigInt(length) - 1n,
    }),
  )
  .map((n) => n.toString());

describe('solveMultiplication', () => {
  it('47 × 36 has partial products 282 and 1410 and product 1692', () => {
    const problem = solveMultiplication('47', '36');
    expect(problem.product).toBe('1692');
    expect(problem.partialProducts).toEqual([
      { multiplierDigit: 6, position: 0, value: '282' },
      { multiplierDigit: 3, position: 1, value: '1410' },
    ]);
    expect(problem.id).toBe('47x36');
    expect(problem.source).toBe('api');
    expect(problem.operator).toBe('*');
  });

  it('47 × 30 keeps the zero ones digit as a partial product of 0', () => {
    const problem = solveMultiplication('47', '30');
    expect(problem.product).toBe('1410');
    expect(problem.partialProducts.map((p) => p.value)).toEqual(['0', '1410']);
  });

  it('125 × 203 has a zero partial for the tens digit', () => {
    const problem = solveMultiplication('125', '203');
    expect(problem.product).toBe('25375');
    expect(problem.partialProducts).toEqual([
      { multiplierDigit: 3, position: 0, value: '375' },
      { multiplierDigit: 0, position: 1, value: '0' },
      { multiplierDigit: 2, position: 2, value: '25000' },
    ]);
  });

  it('multiplying by zero gives 0', () => {
    expect(solveMultiplication('0', '9').product).toBe('0');
    expect(solveMultiplication('512', '0').product).toBe('0');
  });

  it('is exact for 15-digit operands (beyond floating point)', () => {
    const problem = solveMultiplication('999999999999999', '999999999999999');
    expect(problem.product).toBe('999999999999998000000000000001');
  });

  it('scores difficulty from digit lengths and bands it easy / medium / hard', () => {
    expect(multiplicationDifficultyScore('7', '8')).toBe(1);
    expect(multiplicationDifficultyScore('123', '4')).toBe(3);
    expect(multiplicationDifficultyScore('47', '36')).toBe(4);
    expect(multiplicationDifficultyScore('123456789012', '123456789012')).toBe(10);
    expect(solveMultiplication('7', '8').difficulty).toBe('easy');
    expect(solveMultiplication('123', '4').difficulty).toBe('easy');
    expect(solveMultiplication('47', '36').difficulty).toBe('medium');
    expect(solveMultiplication('1234', '12').difficulty).toBe('hard');
    expect(multiplicationDifficulty(7)).toBe('medium');
    expect(multiplicationDifficulty(8)).toBe('hard');
  });

  it('property: partial products and product match BigInt arithmetic', () => {
    fc.assert(
      fc.property(operand, operand, (a, b) => {
        const problem = solveMultiplication(a, b);
        expect(problem.product).toBe((BigInt(a) * BigInt(b)).toString());
        expect(problem.partialProducts).toHaveLength(b.length);
        let sum = 0n;
        problem.partialProducts.forEach((partial, index) => {
          expect(partial.position).toBe(index);
          expect(partial.multiplierDigit).toBe(Number(b[b.length - 1 - index]));
          const expected = BigInt(a) * BigInt(partial.multiplierDigit) * 10n ** BigInt(index);
          expect(partial.value).toBe(expected.toString());
          sum += BigInt(partial.value);
        });
        expect(sum.toString()).toBe(problem.product);
      }),
    );
  });

  it('property: difficulty score stays within 1–10', () => {
    fc.assert(
      fc.property(operand, operand, (a, b) => {
        const score = multiplicationDifficultyScore(a, b);
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(10);
        expect(solveMultiplication(a, b).difficulty).toBe(multiplicationDifficulty(score));
      }),
    );
  });
});
