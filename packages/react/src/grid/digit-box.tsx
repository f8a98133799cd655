import type { ChangeEventHandler } from 'react';
import { memo, useId } from 'react';
import type { AnswerBox, Digit } from '@mathcols/engine';

/** Props of {@link DigitBox}. */
export interface DigitBoxProps {
  /** The engine's box: key, accessible label, place-value column, field type. */
  box: AnswerBox;
  /** The child's digit in this box; `undefined` for an empty box. */
  digit: Digit | undefined;
  /**
   * The engine's mark after submission: `true` right, `false` wrong, `null` or `undefined` not
   * marked (unchecked carry/borrow boxes, or not submitted yet).
   */
  mark: boolean | null | undefined;
  /** Whether the box refuses edits (a completed worksheet). @defaultValue false */
  readOnly?: boolean;
  /** Whether a hint is about this box (`data-pointed` on the label: a dashed ring). @defaultValue false */
  pointedAt?: boolean;
  /**
   * Whether Tab stops at the box. A fresh grid's boxes other than the one where work starts are
   * skipped by Tab (still reached by a tap, the arrows and the working order). @defaultValue true
   */
  tabStop?: boolean;
  /**
   * Input from touch keyboards that send no usable keydown: the grid's handler, the same one
   * for every box and every render (the grid handles keys, focus, clicks and pastes for all its
   * boxes at its root).
   */
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/**
 * One single-digit answer box: a numeric text input named by the engine's label, with its
 * state (`data-state` empty/filled) and mark (`data-result` correct/wrong, `aria-invalid`, and a
 * visible ✓/✗ with text for assistive technology) exposed for styling. Every answer box looks
 * the same whether or not Submit needs it: a box drawn as "optional" would be read as "skip
 * me", and which boxes may stay blank is Submit's business (the engine's `submitBlockers`).
 * The input is `size={1}` (one character wide), so columns line up without the stylesheet.
 * Its wrapper is a `<label>`, so a tap anywhere on it reaches the box: the stylesheet makes the
 * small carry and borrow boxes' labels fill their column and the rows' gaps (a finger-sized
 * target around a box drawn as a note). The input's `aria-label` stays its accessible name.
 * Keyboard behaviour lives in `DigitGrid`, which handles its boxes' events. Memoised, so that
 * typing a digit re-renders only the box whose digit changed instead of every box of the grid
 * (the cost of a keystroke on a large multiplication; `npm run bench:keys`).
 * @see spec §5 "Answer boxes", conventions "Digit boxes"
 */
export const DigitBox = memo(function DigitBox({
  box,
  digit,
  mark,
  readOnly,
  pointedAt,
  tabStop = true,
  onChange,
}: DigitBoxProps) {
  const markId = useId();
  const result = mark === true ? 'correct' : mark === false ? 'wrong' : undefined;
  const state = digit === undefined ? 'empty' : 'filled';
  // A blank box the engine accepts (an unused leading position) gets no ✓: nothing to praise.
  const showMark = result === 'wrong' || (result === 'correct' && digit !== undefined);
  return (
    <label
      className="mc-box"
      data-state={state}
      data-result={result}
      data-field={box.fieldType}
      data-pointed={pointedAt || undefined}
    >
      <input
        className="mc-box-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]"
        maxLength={1}
        // One character wide, so columns line up even without the stylesheet.
        size={1}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        aria-label={box.label}
        aria-invalid={mark === false || undefined}
        aria-describedby={showMark ? markId : undefined}
        data-box-key={box.key}
        data-state={state}
        data-result={result}
        value={digit ?? ''}
        readOnly={readOnly}
        tabIndex={tabStop ? undefined : -1}
        onChange={onChange}
      />
      {showMark && (
        <span id={markId} className="mc-box-mark" data-result={result}>
          <span aria-hidden="true">{result === 'correct' ? '✓' : '✗'}</span>
          <span className="mc-visually-hidden">{result}</span>
        </span>
      )}
    </label>
  );
});
