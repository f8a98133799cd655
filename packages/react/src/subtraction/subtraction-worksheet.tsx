import { Worksheet, type WorksheetProps } from '../worksheet/worksheet';
import { operandProblem, type Operand } from '../worksheet/operand';

/**
 * Props of {@link SubtractionWorksheet}: the two operands plus every {@link WorksheetProps}
 * prop but `problem` and `store`.
 */
export interface SubtractionWorksheetProps extends Omit<WorksheetProps, 'problem' | 'store'> {
  /** The minuend (top row), as a digit string or integer. */
  minuend: Operand;
  /** The subtrahend (row with the − sign); must not exceed the minuend. */
  subtrahend: Operand;
}

/**
 * A column subtraction worksheet: a borrow row above the minuend and subtrahend and one
 * difference box per column — a thin wrapper of {@link Worksheet} for the problem `minuend −
 * subtrahend`. Invalid operands (including a subtrahend larger than the minuend) render an
 * alert naming the problem instead of a grid.
 * @see spec §2 "Worksheet behaviour", §5 Validation rules
 */
export function SubtractionWorksheet({ minuend, subtrahend, ...props }: SubtractionWorksheetProps) {
  return <Worksheet problem={operandProblem('-', minuend, subtrahend)} {...props} />;
}
