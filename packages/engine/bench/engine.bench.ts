/**
 * Engine throughput: solve + layout + check of one 12-digit problem per operation, the work
 * a worksheet does per problem (run: `npx vitest bench --run --project engine`).
 */
import { bench, describe } from 'vitest';
import { checkLayout } from '../src/checking';
import { OPERATIONS } from '../src/operations';
import type { Answers, Digit, Operator, RawProblem } from '../src/types';

/** 12-digit operands; division gets a 4-digit divisor, as long division is written. */
const PROBLEMS: Record<Operator, RawProblem> = {
  '+': { number_0: '987654321987', number_1: '123456789123', operator: '+' },
  '-': { number_0: '300200100400', number_1: '123456789123', operator: '-' },
  '*': { number_0: '987654321987', number_1: '123456789123', operator: '*' },
  '/': { number_0: '987654321987', number_1: '1234', operator: '/' },
};

describe('solve + layout + check, 12-digit operands', () => {
  for (const [operator, operation] of Object.entries(OPERATIONS)) {
    const raw = PROBLEMS[operator as Operator];
    bench(`${operation.subject} (${raw.number_0} ${operator} ${raw.number_1})`, () => {
      const problem = operation.solve(raw.number_0, raw.number_1);
      const layout = operation.layout(problem);
      const answers: Record<string, Digit> = {};
      for (const box of layout.boxes) if (box.expected !== null) answers[box.key] = box.expected;
      const result = checkLayout(layout, answers as Answers);
      if (!result.complete) throw new Error(`${operator}: expected answers did not complete`);
    });
  }
});
