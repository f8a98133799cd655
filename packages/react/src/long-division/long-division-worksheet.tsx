import { Worksheet, type WorksheetProps } from '../worksheet/worksheet';
import { operandProblem, type Operand } from '../worksheet/operand';

/**
 * Props of {@link LongDivisionWorksheet}: the two operands plus every {@link WorksheetProps}
 * prop but `problem` and `store`.
 */
export interface LongDivisionWorksheetProps extends Omit<WorksheetProps, 'problem' | 'store'> {
  /** The dividend (under the bracket), as a digit string or integer. */
  dividend: Operand;
  /** The divisor (left of the bracket); must not be zero or exceed the dividend. */
  divisor: Operand;
}

/**
 * A long-division worksheet: quotient digits above the dividend, then multiply, subtract and
 * bring-down rows for each step — a thin wrapper of {@link Worksheet} for the problem `dividend
 * ÷ divisor`. Invalid operands (including a zero divisor or a dividend smaller than the
 * divisor) render an alert naming the problem instead of a grid.
 * @see spec §2 "Worksheet behaviour", §5 Validation rules
 */
export function LongDivisionWorksheet({ dividend, divisor, ...props }: LongDivisionWorksheetProps) {
  return <Worksheet problem={operandProblem('/', dividend, divisor)} {...props} />;
}
