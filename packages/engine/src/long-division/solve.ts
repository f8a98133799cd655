import { parseOperand, toDigit } from '../digits';
import { OperandError } from '../errors';
import type { Digit, DivisionProblem, DivisionStep } from '../types';

/**
 * Length of the first `dividendPart`: the shortest leading part of the dividend whose value is
 * at least the divisor. Assumes `dividend >= divisor > 0`.
 *
 * @param dividend normalised digit string
 * @param divisor normalised digit string, not "0"
 * @returns a length 1…len(dividend) (e.g. 2 for 1025 ÷ 5: "10")
 * @see spec §3 "Problems" (Division steps)
 */
export function firstDividendPartLength(dividend: string, divisor: string): number {
  const d = BigInt(divisor);
  for (let length = 1; length < dividend.length; length += 1) {
    if (BigInt(dividend.slice(0, length)) >= d) return length;
  }
  return dividend.length;
}

/**
 * Solves `dividend ÷ divisor` as the long-division algorithm a child writes.
 *
 * Steps, `stepNumber` 1-based, top to bottom:
 * - step 1's `dividendPart` is the shortest leading part of the dividend that is ≥ the divisor;
 * - each step: `quotientDigit` = ⌊dividendPart ÷ divisor⌋ (0–9), `multiply` = quotientDigit ×
 *   divisor, `subtract` = dividendPart − multiply, `bringDown` = the next dividend digit (absent
 *   on the last step);
 * - the next step's `dividendPart` is `subtract` followed by `bringDown`, normalised (no leading
 *   zeros: "0" then 2 gives "2").
 *
 * A zero in the quotient is a step with `quotientDigit` 0 (1025 ÷ 5: 2, 0, 5). There is one step
 * per quotient digit, so `quotient` has no leading zero; `remainder` is the last `subtract`.
 * Divisors of any length work; all arithmetic is `bigint`.
 *
 * @param dividendText any operand `parseOperand` accepts (normalized here), e.g. "1025"
 * @param divisorText same rules, e.g. "5"
 * @throws {OperandError} a `parseOperand` rule (`not-a-whole-number`, `negative`,
 *   `too-many-digits`) for either operand, exactly as `solveProblem` and `createWorksheet` do;
 *   rule `divisor-zero` ("Division requires nonzero divisor") when the divisor is 0; rule
 *   `dividend-less-than-divisor` ("Division requires dividend >= divisor") when dividend <
 *   divisor (the spec drops such problems)
 * @see spec §3 "Problems" (Division), spec §5 "Division requires nonzero divisor and dividend >= divisor"
 */
export function solveLongDivision(dividendText: string, divisorText: string): DivisionProblem {
  const dividend = parseOperand(dividendText);
  const divisor = parseOperand(divisorText);
  const d = BigInt(divisor);
  if (d === 0n) throw new OperandError('divisor-zero', 'Division requires nonzero divisor');
  if (BigInt(dividend) < d) {
    throw new OperandError('dividend-less-than-divisor', 'Division requires dividend >= divisor');
  }

  const steps: DivisionStep[] = [];
  let end = firstDividendPartLength(dividend, divisor);
  let part = BigInt(dividend.slice(0, end));
  for (let stepNumber = 1; ; stepNumber += 1) {
    const quotientDigit = Number(part / d) as Digit;
    const multiply = BigInt(quotientDigit) * d;
    const subtract = part - multiply;
    const step: DivisionStep = {
      stepNumber,
      dividendPart: part.toString(),
      quotientDigit,
      multiply: multiply.toString(),
      subtract: subtract.toString(),
    };
    steps.push(step);
    if (end >= dividend.length) break;
    const bringDown = toDigit(dividend.charAt(end));
    step.bringDown = bringDown;
    part = subtract * 10n + BigInt(bringDown);
    end += 1;
  }

  const last = steps[steps.length - 1];
  return {
    operator: '/',
    dividend,
    divisor,
    quotient: steps.map((step) => step.quotientDigit).join(''),
    remainder: last ? last.subtract : '0',
    steps,
  };
}
