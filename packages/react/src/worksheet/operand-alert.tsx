import type { OperandError, OperandRule, RawProblem } from '@mathcols/engine';
import type { CSSProperties, Ref } from 'react';
import { clsx } from 'clsx/lite';
import { problemText } from './problem-text';

const REASONS: Readonly<Record<OperandRule, string>> = {
  'not-a-whole-number': 'Each number must be a whole number written with digits only.',
  negative: 'The numbers must not be negative.',
  'too-many-digits': 'A number has too many digits.',
  'subtrahend-exceeds-minuend': 'The number taken away is larger than the number it is taken from.',
  'divisor-zero': 'The divisor must not be zero.',
  'dividend-less-than-divisor': 'The dividend must be at least as large as the divisor.',
  'unknown-operator': 'The operation is not one of +, −, × or ÷.',
};

/** Props of {@link OperandAlert}. */
export interface OperandAlertProps {
  /** The problem the engine rejected, named in the alert. */
  problem: RawProblem;
  /** The engine's error; its `rule` picks the explanation. */
  error: OperandError;
  /** Extra class on the root element (`mc-alert`). */
  className?: string;
  /** Inline style of the root element. */
  style?: CSSProperties;
  /** The root element (a `<div role="alert">`). */
  ref?: Ref<HTMLElement>;
}

/**
 * Shown instead of a grid when the engine rejects a problem's operands: an alert naming the
 * problem and the rule it breaks (e.g. "Can't show the problem 5 − 7. The number taken away is
 * larger than the number it is taken from.").
 * @see spec §5 Validation rules
 */
export function OperandAlert({ problem, error, className, style, ref }: OperandAlertProps) {
  return (
    <div
      // A div is an HTMLElement; React's ref typing wants the exact element type.
      ref={ref as Ref<HTMLDivElement>}
      role="alert"
      className={clsx('mc-alert', className)}
      style={style}
      data-rule={error.rule}
    >
      <p className="mc-alert-title">Can&apos;t show the problem {problemText(problem)}.</p>
      <p className="mc-alert-detail">{REASONS[error.rule] ?? error.message}</p>
    </div>
  );
}
