/**
 * The public index as a consumer sees it: every exported solver refuses a malformed operand with
 * the same typed `OperandError` (rule and message) that `createWorksheet` gives, and solves
 * valid operands exactly like BigInt arithmetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as engine from './index';
import { operand, operandPairs } from './operations/operand-pairs.test-helper';
import type { Operator, Problem } from './types';

const { OperandError, OPERATIONS, createWorksheet, parseOperand, solveProblem } = engine;

/** Every exported way to solve `first ∘ second`, by name. */
const SOLVERS: Readonly<Record<string, [Operator, (first: string, second: string) => Problem]>> = {
  solveAddition: ['+', engine.solveAddition],
  solveSubtraction: ['-', engine.solveSubtraction],
  solveMultiplication: ['*', engine.solveMultiplication],
  solveLongDivision: ['/', engine.solveLongDivision],
  ...Object.fromEntries(
    (Object.keys(OPERATIONS) as Operator[]).flatMap((operator) => [
      [`OPERATIONS['${operator}'].solve`, [operator, OPERATIONS[operator].solve]],
      [
        `solveProblem ${operator}`,
        [
          operator,
          (number_0: string, number_1: string) => solveProblem({ number_0, number_1, operator }),
        ],
      ],
      [
        `createWorksheet ${operator}`,
        [
          operator,
          (number_0: string, number_1: string) =>
            createWorksheet({ number_0, number_1, operator }).getState().problem,
        ],
      ],
    ]),
  ),
};

const digitText = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Operands `parseOperand` refuses: negative, decimal, non-digit, too long, empty. */
const invalidOperand = fc.oneof(
  fc.tuple(fc.constantFrom('-', '\u2212'), digitText(1, 12)).map(([sign, text]) => sign + text),
  fc.tuple(digitText(1, 6), digitText(1, 6)).map(([whole, part]) => `${whole}.${part}`),
  fc
    .tuple(
      digitText(0, 5),
      fc.constantFrom(' ', '+', 'e', 'x', 'a', ',', '\u0663'),
      digitText(0, 5),
    )
    .map((parts) => parts.join('')),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), digitText(15, 25))
    .map(([lead, rest]) => `${lead}${rest}`),
  fc.constant(''),
);

/** The error `createWorksheet` would throw for `text`. */
function parseError(text: string): InstanceType<typeof OperandError> {
  try {
    parseOperand(text);
  } catch (error) {
    if (error instanceof OperandError) return error;
  }
  throw new Error(`parseOperand accepted ${JSON.stringify(text)}`);
}

function thrownBy(solve: () => unknown): unknown {
  try {
    solve();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** What each result must equal in BigInt arithmetic. */
function expectArithmetic(problem: Problem, a: bigint, b: bigint): void {
  if (problem.operator === '+') expect(problem.sum).toBe(String(a + b));
  if (problem.operator === '-') expect(problem.difference).toBe(String(a - b));
  if (problem.operator === '*') expect(problem.product).toBe(String(a * b));
  if (problem.operator === '/') {
    expect([problem.quotient, problem.remainder]).toEqual([String(a / b), String(a % b)]);
  }
}

const PAIRS = operandPairs({ sum: 15, product: 15, dividend: 15, divisor: 8 });

describe.each(Object.entries(SOLVERS))('%s', (_name, [operator, solve]) => {
  it('throws the OperandError createWorksheet throws for a malformed operand, in either place', () => {
    fc.assert(
      fc.property(invalidOperand, operand(15), fc.boolean(), (bad, good, badFirst) => {
        const expected = parseError(bad);
        const [first, second] = badFirst ? [bad, String(good)] : [String(good), bad];
        const error = thrownBy(() => solve(first, second));
        expect(error).toBeInstanceOf(OperandError);
        expect(error).toMatchObject({ rule: expected.rule, message: expected.message });
        expect(
          thrownBy(() => createWorksheet({ number_0: first, number_1: second, operator })),
        ).toMatchObject({ rule: expected.rule, message: expected.message });
      }),
    );
  });

  it('solves valid operands (leading zeros allowed) like BigInt arithmetic', () => {
    fc.assert(
      fc.property(PAIRS[operator], fc.nat(2), ([a, b], zeros) => {
        const problem = solve('0'.repeat(zeros) + String(a), String(b));
        expect(problem.operator).toBe(operator);
        expectArithmetic(problem, a, b);
      }),
    );
  });
});

describe('operation rules give the spec sentence as the message', () => {
  it.each(Object.entries(SOLVERS).filter(([, [operator]]) => operator === '/'))(
    '%s: division by 0 is "Division requires nonzero divisor"',
    (_name, [, solve]) => {
      for (const dividend of ['12', '0', '000']) {
        expect(thrownBy(() => solve(dividend, '0'))).toMatchObject({
          name: 'OperandError',
          rule: 'divisor-zero',
          message: 'Division requires nonzero divisor',
        });
      }
      expect(thrownBy(() => solve('3', '7'))).toMatchObject({
        rule: 'dividend-less-than-divisor',
        message: 'Division requires dividend >= divisor',
      });
    },
  );

  it.each(Object.entries(SOLVERS).filter(([, [operator]]) => operator === '-'))(
    '%s: a larger subtrahend is "Subtraction problems require minuend >= subtrahend"',
    (_name, [, solve]) => {
      expect(thrownBy(() => solve('5', '7'))).toMatchObject({
        rule: 'subtrahend-exceeds-minuend',
        message: 'Subtraction problems require minuend >= subtrahend',
      });
    },
  );
});

describe('public surface', () => {
  it('keeps unvalidated internals (digit-string helpers, layout and grid builders, box keys) private', () => {
    const internals = [
      'compareDigitStrings',
      'digitAt',
      'stripLeadingZeros',
      'toBigInt',
      'toDigit',
      'firstDividendPartLength',
      'multiplicationDifficultyScore',
      'layoutAddition',
      'layoutSubtraction',
      'multiplicationLayout',
      'longDivisionLayout',
      'carryKey',
      'sumKey',
      'borrowKey',
      'differenceKey',
      'boxRow',
      'assembleLayout',
      'textCells',
    ];
    expect(Object.keys(engine).filter((name) => internals.includes(name))).toEqual([]);
  });
});
