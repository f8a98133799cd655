import type { DivisionProblem, OperationModule } from '../types';
import { longDivisionLayout } from './layout';
import { solveLongDivision } from './solve';

/**
 * The registry record of long division (`'/'`, subject `division`): `solve(first, second)`
 * is {@link solveLongDivision} (first = dividend, second = divisor), `layout` is
 * {@link longDivisionLayout}.
 * @throws {OperandError} from `solve`: a `parseOperand` rule, `divisor-zero` or
 *   `dividend-less-than-divisor`
 * @see spec §3 "Problems", §5 "Division"
 */
export const longDivisionOperation = {
  operator: '/',
  subject: 'division',
  solve: solveLongDivision,
  layout: longDivisionLayout,
} satisfies OperationModule<DivisionProblem>;
