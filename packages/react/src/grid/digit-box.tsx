import type { ChangeEvent, ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import { memo, useId } from 'react';
import type { AnswerBox, Digit } from '@mathcols/engine';

/**
 * The grid's handlers for every box, each told which box (`key`) the event came from. The grid
 * passes one object that stays the same across renders, so a box whose own props did not
 * change is not rendered again.
 */
export interface DigitBoxEvents {
  /** Digits, Backspace/Delete, arrows and Enter (the grid's keyboard model). */
  onKeyDown(key: string, event: KeyboardEvent<HTMLInputElement>): void;
  /** The box took focus (the grid selects its digit and tells the engine). */
  onFocus(key: string, event: FocusEvent<HTMLInputElement>): void;
  /** Pasted text (the grid spreads its digits along the working order). */
  onPaste(key: string, event: ClipboardEvent<HTMLInputElement>): void;
  /** Input from touch keyboards that send no usable keydown. */
  onChange(key: string, event: ChangeEvent<HTMLInputElement>): void;
  /** The box's input was mounted (`element`) or unmounted (`null`), for focus management. */
  register(key: string, element: HTMLInputElement | null): void;
}

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
  /** The grid's stable handlers (see {@link DigitBoxEvents}). */
  events: DigitBoxEvents;
}

/**
 * One single-digit answer box: a numeric text input named by the engine's label, with its
 * state (`data-state` empty/filled) and mark (`data-result` correct/wrong, `aria-invalid`, and a
 * visible ✓/✗ with text for assistive technology) exposed for styling. Every answer box looks
 * the same whether or not Submit needs it: a box drawn as "optional" would be read as "skip
 * me", and which boxes may stay blank is Submit's business (the engine's `submitBlockers`).
 * The input is `size={1}` (one character wide), so columns line up without the stylesheet.
 * Keyboard behaviour lives in `DigitGrid`, which passes the handlers. Memoised, so that typing
 * a digit re-renders only the box whose digit changed instead of every box of the grid (the
 * cost of a keystroke on a large multiplication; `npm run bench:keys`).
 * @see spec §5 "Answer boxes", conventions "Digit boxes"
 */
export const DigitBox = memo(function DigitBox({
  box,
  digit,
  mark,
  readOnly,
  events,
}: DigitBoxProps) {
  const markId = useId();
  const { key } = box;
  const result = mark === true ? 'correct' : mark === false ? 'wrong' : undefined;
  const state = digit === undefined ? 'empty' : 'filled';
  // A blank box the engine accepts (an unused leading position) gets no ✓: nothing to praise.
  const showMark = result === 'wrong' || (result === 'correct' && digit !== undefined);
  return (
    <span className="mc-box" data-state={state} data-result={result} data-field={box.fieldType}>
      <input
        ref={(element) => events.register(key, element)}
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
        aria-invalid={mark === false ? true : undefined}
        aria-describedby={showMark ? markId : undefined}
        data-box-key={key}
        data-state={state}
        data-result={result}
        value={digit ?? ''}
        readOnly={readOnly}
        onKeyDown={(event) => events.onKeyDown(key, event)}
        onFocus={(event) => events.onFocus(key, event)}
        onClick={(event) => event.currentTarget.select()}
        onPaste={(event) => events.onPaste(key, event)}
        onChange={(event) => events.onChange(key, event)}
      />
      {showMark && (
        <span id={markId} className="mc-box-mark" data-result={result}>
          <span aria-hidden="true">{result === 'correct' ? '✓' : '✗'}</span>
          <span className="mc-visually-hidden">{result}</span>
        </span>
      )}
    </span>
  );
});
