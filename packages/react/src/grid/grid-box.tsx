import type { ChangeEvent, ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import { memo } from 'react';
import type { AnswerBox, Digit } from '@mathcols/engine';
import { DigitBox } from './digit-box';

/**
 * The grid's handlers for every box, each told which box (`key`) the event came from. The grid
 * passes one object that stays the same across renders, so a box whose own props did not
 * change is not rendered again.
 */
export interface GridBoxEvents {
  onKeyDown(key: string, event: KeyboardEvent<HTMLInputElement>): void;
  onFocus(key: string, event: FocusEvent<HTMLInputElement>): void;
  onPaste(key: string, event: ClipboardEvent<HTMLInputElement>): void;
  onChange(key: string, event: ChangeEvent<HTMLInputElement>): void;
  /** The box's input was mounted (`element`) or unmounted (`null`). */
  register(key: string, element: HTMLInputElement | null): void;
}

/** Props of {@link GridBox}. */
export interface GridBoxProps {
  /** The engine's box (the same object for the layout's lifetime). */
  box: AnswerBox;
  /** The child's digit in this box; `undefined` for an empty box. */
  digit: Digit | undefined;
  /** The engine's mark after submission (see `DigitBox`). */
  mark: boolean | null | undefined;
  /** Whether the box refuses edits. */
  readOnly: boolean;
  /** The grid's stable handlers (see {@link GridBoxEvents}). */
  events: GridBoxEvents;
}

/**
 * One box of `DigitGrid`: a `DigitBox` wired to the grid's handlers, memoised so that typing a
 * digit re-renders only the box whose digit changed instead of every box of the grid (the
 * cost of a keystroke on a large multiplication; `npm run bench:keys`).
 */
export const GridBox = memo(function GridBox({ box, digit, mark, readOnly, events }: GridBoxProps) {
  const { key } = box;
  return (
    <DigitBox
      box={box}
      digit={digit}
      mark={mark}
      readOnly={readOnly}
      ref={(element) => events.register(key, element)}
      onKeyDown={(event) => events.onKeyDown(key, event)}
      onFocus={(event) => events.onFocus(key, event)}
      onPaste={(event) => events.onPaste(key, event)}
      onChange={(event) => events.onChange(key, event)}
    />
  );
});
