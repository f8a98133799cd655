import type { AdditionProblem, OperationModule } from '../types';
import { layoutAddition } from './layout';
import { solveAddition } from './solve';

/**
 * The addition record of the operation registry: operator '+', subject 'addition'.
 * `solve` throws `OperandError` like `solveAddition`.
 * @see spec §3 "Problems" (Addition), §5 "Addition/subtraction"
 */
export const additionOperation = {
  operator: '+',
  subject: 'addition',
  solve: solveAddition,
  layout: layoutAddition,
} satisfies OperationModule<AdditionProblem>;
