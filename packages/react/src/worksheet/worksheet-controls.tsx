import type { CSSProperties, Ref } from 'react';
import { clsx } from 'clsx/lite';

/** Texts of the worksheet, exactly as the spec writes them. @see spec §2 "Worksheet behaviour" */
export const WORKSHEET_TEXT = {
  submit: 'Submit Answers',
  correct: 'Correct! 🎉',
  nextProblem: 'Next Problem →',
  wrong: 'Fix the red boxes and try again.',
  tryAgain: 'Try Again',
} as const;

/**
 * Where a worksheet stands: being filled in (or edited since the last submission), submitted
 * and right, submitted with red boxes. Exposed as `data-state` on the worksheet and controls.
 * @see spec §2 "Worksheet behaviour"
 */
export type WorksheetPhase = 'editing' | 'correct' | 'wrong';

/** Props of {@link WorksheetControls}. */
export interface WorksheetControlsProps {
  /** Which buttons and message to show. */
  phase: WorksheetPhase;
  /** Whether Submit may be pressed: every required box filled, no hole (from the engine). */
  canSubmit: boolean;
  /** 'Submit Answers' was pressed. */
  onSubmit(): void;
  /** 'Try Again' was pressed. */
  onRetry(): void;
  /** Shows 'Next Problem →' after a correct submission when given. @defaultValue undefined */
  onNextProblem?: () => void;
  /** The button shown after a submission, so the worksheet can move focus to it. */
  actionRef?: Ref<HTMLButtonElement>;
  /** Extra class on the root element (`mc-controls`). @defaultValue undefined */
  className?: string;
  /** Inline style of the root element. @defaultValue undefined */
  style?: CSSProperties;
  /** The root `<div>`. @defaultValue undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The buttons under the grid and the polite live region that announces the result:
 * 'Submit Answers' (disabled until every required box is filled and no answer row has a hole),
 * then 'Correct! 🎉' with 'Next Problem →', or 'Fix the red boxes and try again.' with
 * 'Try Again'. The root and the message carry `data-state="editing" | "wrong" | "correct"`.
 * `Worksheet` renders it; use it alone to build a worksheet of your own around `DigitGrid`.
 * @see spec §2 "Worksheet behaviour", §5 "Submit enabled only when every required field has an entry"
 */
export function WorksheetControls({
  phase,
  canSubmit,
  onSubmit,
  onRetry,
  onNextProblem,
  actionRef,
  className,
  style,
  ref,
}: WorksheetControlsProps) {
  return (
    <div ref={ref} className={clsx('mc-controls', className)} style={style} data-state={phase}>
      <p className="mc-feedback" role="status" aria-live="polite" data-state={phase}>
        {phase === 'editing' ? '' : WORKSHEET_TEXT[phase]}
      </p>
      <div className="mc-actions">
        {phase === 'editing' && (
          <button type="button" className="mc-button" disabled={!canSubmit} onClick={onSubmit}>
            {WORKSHEET_TEXT.submit}
          </button>
        )}
        {phase === 'wrong' && (
          <button type="button" className="mc-button" ref={actionRef} onClick={onRetry}>
            {WORKSHEET_TEXT.tryAgain}
          </button>
        )}
        {phase === 'correct' && onNextProblem && (
          <button type="button" className="mc-button" ref={actionRef} onClick={onNextProblem}>
            {WORKSHEET_TEXT.nextProblem}
          </button>
        )}
      </div>
    </div>
  );
}
