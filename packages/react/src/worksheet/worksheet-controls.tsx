import { useId, type CSSProperties, type Ref } from 'react';
import { clsx } from 'clsx/lite';
import { columnName } from '@mathcols/engine';

/** "a", "a and b", "a, b, and c". */
const list = (items: readonly string[]) => new Intl.ListFormat('en').format(items);

/**
 * Texts of the worksheet: the spec's exactly as the spec writes them (`submit`, `correct`,
 * `nextProblem`, `wrong`, `tryAgain`), and the kinder lines around them.
 * @see spec §2 "Worksheet behaviour"
 */
export const WORKSHEET_TEXT = {
  submit: 'Submit Answers',
  correct: 'Correct! 🎉',
  nextProblem: 'Next Problem →',
  wrong: 'Fix the red boxes and try again.',
  tryAgain: 'Try Again',
  /** The word before a hint's sentence. */
  hint: 'Hint:',
  /**
   * For screen readers, after a hint: where the grid's arrows point, e.g. `lookAt([0, 1])` →
   * 'Look at the ones column and tens column.'
   */
  lookAt: (columns: readonly number[]) => `Look at the ${list(columns.map(columnName))}.`,
  /**
   * A right answer beside red boxes in rows that do not count for completion (a
   * multiplication's partial products), by the rows' names:
   * `answerRight(['Partial product 2'])` → 'Your answer is right! Look again at partial
   * product 2.'
   */
  answerRight: (rows: readonly string[]) =>
    `Your answer is right! Look again at ${list(rows).toLowerCase()}.`,
  /**
   * Under a disabled 'Submit Answers' once the child has started: why it is grey, e.g.
   * `toFill(1)` → 'Fill at least 1 more box to submit.' ("at least": the answer may need more
   * boxes than Submit does, which never gives its length away).
   */
  toFill: (boxes: number) => `Fill at least ${boxes} more box${boxes === 1 ? '' : 'es'} to submit.`,
  /** The button that takes focus to a box Submit waits for. */
  showMe: 'Show me',
} as const;

/**
 * A hint for the child about a suspected procedural bug, shown after a submission with red
 * boxes: one sentence that says what to do and gives no digit away (the app passes it, e.g. the
 * engine's diagnosis catalogue `bugInfo(match.id).hint`), and the place-value columns it is
 * about (0 = ones; the diagnosis's `BugMatch.columns`), which the grid points at.
 * @see docs/diagnosis.md
 */
export interface WorksheetHint {
  /** The sentence, e.g. 'When the top digit is smaller, borrow from the next column first.' */
  text: string;
  /** The place-value columns the hint is about (0 = ones), e.g. `[0]`; may be empty. */
  columns: readonly number[];
  /**
   * The key of the box the hint is about, e.g. `quotient-1` (the engine's `slipHint` gives it):
   * that box gets a dashed ring in the hint's colour, and a box in the first row (a long
   * division's quotient) gets its arrows from above, pointing down.
   * @defaultValue none (arrows under the grid, no ring)
   */
  key?: string;
}

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
  /**
   * How many boxes Submit is waiting for (the engine's `submitBlockers`); while editing, more
   * than 0 shows `WORKSHEET_TEXT.toFill` under the disabled Submit, with 'Show me' when
   * `onShowBlank` is given. Pass 0 to show nothing (before the child writes a digit).
   * @defaultValue 0
   */
  toFill?: number;
  /**
   * Say `toFill` again in the status region, for screen readers (on screen it stands under
   * Submit, whose description it is, and a disabled button is not reached by Tab): a new value
   * is announced once. `Worksheet` counts up when Enter is pressed before Submit may be pressed,
   * and passes 0 again after the next edit. @defaultValue 0 (not said)
   */
  remind?: number;
  /**
   * 'Show me' was pressed: take focus to a box Submit waits for (`Worksheet`: the one the child
   * was in, if it is one, else the first). @defaultValue undefined
   */
  onShowBlank?: () => void;
  /** 'Try Again' was pressed. */
  onRetry(): void;
  /** Shows 'Next Problem →' after a correct submission when given. @defaultValue undefined */
  onNextProblem?: () => void;
  /**
   * Replaces the phase's message after a submission, e.g. `WORKSHEET_TEXT.answerRight(…)`.
   * @defaultValue the spec's text of the phase ('Correct! 🎉' or 'Fix the red boxes and try
   *   again.')
   */
  message?: string;
  /**
   * A hint shown under the message after a submission and announced with it: a lightbulb,
   * 'Hint:', the sentence, and for screen readers the columns it is about. While editing (the
   * last submission's hint, kept while the child fixes the boxes) it stays where it was, alone
   * in the region: unchanged, it is not announced again.
   * @defaultValue null (no hint)
   */
  hint?: WorksheetHint | null;
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
 * 'Try Again' (or `message` instead). While Submit is disabled, `toFill` says how many boxes
 * it waits for ('Fill at least 2 more boxes to submit.', the button's description) with a 'Show me'
 * button, for a child on a tablet whose number pad has no Enter. A `hint` stands in the same
 * region under the message, so
 * the result and the hint are announced once, together. The root and the message carry
 * `data-state="editing" | "wrong" | "correct"`.
 * `Worksheet` renders it; use it alone to build a worksheet of your own around `DigitGrid`.
 * @see spec §2 "Worksheet behaviour", §5 "Submit enabled only when every required field has an entry"
 */
export function WorksheetControls({
  phase,
  canSubmit,
  onSubmit,
  toFill = 0,
  remind = 0,
  onShowBlank,
  onRetry,
  onNextProblem,
  message,
  hint,
  actionRef,
  className,
  style,
  ref,
}: WorksheetControlsProps) {
  const submitted = phase !== 'editing';
  const toFillId = useId();
  const waiting = !submitted && toFill > 0;
  return (
    <div ref={ref} className={clsx('mc-controls', className)} style={style} data-state={phase}>
      <div className="mc-feedback" role="status" aria-live="polite" data-state={phase}>
        {submitted && (message ?? WORKSHEET_TEXT[phase])}
        {waiting && remind > 0 && (
          <span key={remind} className="mc-visually-hidden">
            {WORKSHEET_TEXT.toFill(toFill)}
          </span>
        )}
        {hint && (
          <p className="mc-hint">
            <span aria-hidden="true">💡 </span>
            <strong>{WORKSHEET_TEXT.hint}</strong> {hint.text}
            {hint.columns.length > 0 && (
              <span className="mc-visually-hidden"> {WORKSHEET_TEXT.lookAt(hint.columns)}</span>
            )}
          </p>
        )}
      </div>
      <div className="mc-actions">
        {phase === 'editing' && (
          <button
            type="button"
            className="mc-button"
            disabled={!canSubmit}
            aria-describedby={waiting ? toFillId : undefined}
            onClick={onSubmit}
          >
            {WORKSHEET_TEXT.submit}
          </button>
        )}
        {waiting && (
          <p className="mc-to-fill">
            <span id={toFillId}>{WORKSHEET_TEXT.toFill(toFill)}</span>
            {onShowBlank && (
              <button type="button" className="mc-link-button" onClick={onShowBlank}>
                {WORKSHEET_TEXT.showMe}
              </button>
            )}
          </p>
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
