import { Worksheet, type WorksheetProps } from '../worksheet/worksheet';
import { operandProblem, type Operand } from '../worksheet/operand';

/**
 * Props of {@link MultiplicationWorksheet}: the two operands plus every {@link WorksheetProps}
 * prop but `problem` and `store`.
 */
export interface MultiplicationWorksheetProps extends Omit<WorksheetProps, 'problem' | 'store'> {
  /** The multiplicand (top row), as a digit string or integer. */
  multiplicand: Operand;
  /**
   * The multiplier (row with the × sign); two or more non-zero digits give partial-product
   * rows.
   */
  multiplier: Operand;
}

/**
 * A column multiplication worksheet: carries, one partial-product row per non-zero multiplier
 * digit when there are two or more, and the product — a thin wrapper of {@link Worksheet} for
 * the problem `multiplicand × multiplier`. Invalid operands (not whole numbers, negative, too
 * many digits) render an alert naming the problem instead of a grid.
 * @see spec §2 "Worksheet behaviour", §5 Validation rules
 */
export function MultiplicationWorksheet({
  multiplicand,
  multiplier,
  ...props
}: MultiplicationWorksheetProps) {
  return <Worksheet problem={operandProblem('*', multiplicand, multiplier)} {...props} />;
}
