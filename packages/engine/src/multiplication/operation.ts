import type { MultiplicationProblem, OperationModule } from '../types';
import { multiplicationLayout } from './layout';
import { solveMultiplication } from './solve';

/**
 * The registry record of multiplication (`'*'`, subject `multiplication`): `solve(first,
 * second)` is {@link solveMultiplication} (first = multiplicand, second = multiplier; throws
 * `OperandError` for a malformed operand), `layout` is {@link multiplicationLayout}.
 * @see spec §3 "Problems", §5 "Multiplication"
 */
export const multiplicationOperation = {
  operator: '*',
  subject: 'multiplication',
  solve: solveMultiplication,
  layout: multiplicationLayout,
} satisfies OperationModule<MultiplicationProblem>;
