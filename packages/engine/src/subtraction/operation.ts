import type { OperationModule, SubtractionProblem } from '../types';
import { layoutSubtraction } from './layout';
import { solveSubtraction } from './solve';

/**
 * The subtraction record of the operation registry: operator '-', subject 'subtraction'.
 * `solve` throws `OperandError` like `solveSubtraction`.
 * @see spec §3 "Problems" (Subtraction), §5 "Addition/subtraction"
 */
export const subtractionOperation = {
  operator: '-',
  subject: 'subtraction',
  solve: solveSubtraction,
  layout: layoutSubtraction,
} satisfies OperationModule<SubtractionProblem>;
