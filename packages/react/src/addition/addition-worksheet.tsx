import { Worksheet, type WorksheetProps } from '../worksheet/worksheet';
import { operandProblem, type Operand } from '../worksheet/operand';

/**
 * Props of {@link AdditionWorksheet}: the two operands plus every {@link WorksheetProps} prop
 * but `problem` and `store`.
 */
export interface AdditionWorksheetProps extends Omit<WorksheetProps, 'problem' | 'store'> {
  /** The first addend (top row), as a digit string or integer. */
  addend1: Operand;
  /** The second addend (row with the + sign). */
  addend2: Operand;
}

/**
 * A column addition worksheet: a carry row above the two addends and one sum box per column —
 * a thin wrapper of {@link Worksheet} for the problem `addend1 + addend2`. Invalid operands
 * (not whole numbers, negative, too many digits) render an alert naming the problem instead of
 * a grid.
 * @see spec §2 "Worksheet behaviour", §5 Validation rules
 */
export function AdditionWorksheet({ addend1, addend2, ...props }: AdditionWorksheetProps) {
  return <Worksheet problem={operandProblem('+', addend1, addend2)} {...props} />;
}
