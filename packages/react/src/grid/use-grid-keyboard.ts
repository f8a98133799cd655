/**
 * The keyboard model of the digit grid, shared by all four operations: which key enters,
 * clears, skips or submits, and where focus goes next. Spatial and chain-based only (the
 * layout's rows, columns and `next` links) — no arithmetic, no per-operation code.
 * @see spec §2 "Worksheet behaviour"
 */
import type {
  ChangeEvent,
  ClipboardEvent,
  CompositionEvent,
  FocusEvent,
  KeyboardEvent,
} from 'react';
import { useRef } from 'react';
import { submitBlockers, type Answers, type Digit, type WorksheetLayout } from '@mathcols/engine';
import type { GridDirection, GridNavigation } from './grid-navigation';

/**
 * The digits 0–9 in `text`, in order; anything else is skipped. Full-width digits ('４', typed
 * with a Japanese, Chinese or Korean input method) count as their ASCII digit (NFKC).
 */
const digitsOf = (text: string) =>
  (text.normalize('NFKC').match(/[0-9]/g) ?? []).map(Number) as Digit[];

/** What {@link useGridKeyboard} needs from the grid. */
export interface GridKeyboardOptions {
  layout: WorksheetLayout;
  navigation: GridNavigation;
  answers: Answers;
  /** Refuse edits; navigation still works. */
  readOnly?: boolean;
  /** Moves focus to box `key` (nothing when it is not rendered). */
  focusKey(key: string): void;
  onEnterDigit(key: string, digit: Digit): void;
  onClearBox(key: string): void;
  onFocusBox?(key: string, how: { passing: boolean }): void;
  onSubmit?(): void;
}

/** The grid's handlers of its boxes' events, each told which box (`key`) the event came from. */
export interface GridKeyboardHandlers {
  onKeyDown(key: string, event: KeyboardEvent): void;
  onChange(key: string, event: ChangeEvent<HTMLInputElement>): void;
  onPaste(key: string, event: ClipboardEvent): void;
  onFocus(key: string, event: FocusEvent): void;
  onCompositionEnd(key: string, event: CompositionEvent): void;
}

/**
 * Keyboard, input, paste and focus handling of the digit grid:
 *
 * - a digit replaces the box's digit and moves on (see "moving on" below); other printable
 *   keys are ignored;
 * - Space moves on without entering or clearing anything (it types no space and does not
 *   scroll) — the way past a leading box where no digit belongs;
 * - Enter calls `onSubmit` when Submit may be pressed (the engine's `submitBlockers` is
 *   empty: every required box filled, no hole — a blank box right of a written digit in an
 *   answer row). Otherwise it takes the child to the first box Submit is waiting for, in
 *   working order (focus stays when that is the focused box); it never submits;
 * - Backspace clears a filled box; in an empty box it moves to the previous box in working
 *   order and clears that one; Delete clears without moving;
 * - ArrowLeft/ArrowRight/ArrowUp/ArrowDown move spatially (see `createGridNavigation`);
 * - pasting several digits fills consecutive boxes along the `next` chain;
 * - a digit an input method is still composing ('５' before the child confirms it) fills the
 *   box at once, and moves on only when the composition ends, so the confirmation cannot land
 *   in the next box as a second digit.
 *
 * Moving on follows the box's `next`. A carry or borrow box without `next` (the shared carry
 * row of a multiplication with partial rows) goes back instead to the last answer box the
 * child was in before going up to it — the box auto-advance had already moved to, so the child
 * carries on in the right row. Answer boxes passed with ArrowUp/ArrowDown on the way (the first
 * partial row, going up from the second) do not count.
 *
 * A child may write an answer left to right, as numbers are read. So a digit in an answer box
 * moves on first to the nearest blank box right of it in its row that comes earlier in working
 * order (the order runs ones first, so those are the boxes still to write): tapping the
 * hundreds box of 432 − 178 and typing 2, 5, 4 writes 254, where the chain used to send the 4
 * back over the 2. Boxes later in the order (a long division's
 * bring-down box, right of its subtraction) are not gone back to. With no such box (the usual
 * ones-first way, where every box right of the child's is filled) it follows `next`; at the
 * end of the chain, focus stays.
 */
export function useGridKeyboard({
  layout,
  navigation,
  answers,
  readOnly,
  focusKey,
  onEnterDigit,
  onClearBox,
  onFocusBox,
  onSubmit,
}: GridKeyboardOptions): GridKeyboardHandlers {
  // The last box outside the carry/borrow rows the child came to other than by ArrowUp or
  // ArrowDown: where a carry entry returns to. Boxes passed on the way up to a carry row (the
  // first partial row, from the second) are not where the child was working.
  const lastAnswerBox = useRef<string | undefined>(undefined);
  const goingUpOrDown = useRef(false);

  // The box a digit last moved on to rightwards: the child there is writing left to right.
  const leftToRightBox = useRef<string | undefined>(undefined);

  /**
   * Moves on from `key`. After a digit in an answer box (`filled`: the answers with it), first
   * to the nearest blank box right of it in its row that comes earlier in working order (a
   * child writing left to right); when that digit completed a row written left to right, on
   * past the row's filled boxes along the chain.
   */
  const moveOn = (key: string, filled?: Answers) => {
    const rowId = navigation.box(key)?.rowId;
    const after = (box?: string) => navigation.box(box ?? '')?.next;
    let target = after(key);
    if (navigation.regroups(key)) target ??= lastAnswerBox.current;
    else if (filled) {
      let right = navigation.move(key, 'right');
      while (right && (filled[right] !== undefined || !navigation.before(right, key))) {
        right = navigation.move(right, 'right');
      }
      while (!right && leftToRightBox.current === key && target && filled[target] !== undefined) {
        if (navigation.box(target)?.rowId !== rowId) break;
        target = after(target);
      }
      leftToRightBox.current = right;
      target = right ?? target;
    }
    if (target !== undefined) focusKey(target);
  };

  const enter = (key: string, digit: Digit) => {
    onEnterDigit(key, digit);
    moveOn(key, { ...answers, [key]: digit });
  };

  const erase = (key: string, pressed: 'Backspace' | 'Delete') => {
    if (readOnly) return;
    if (answers[key] !== undefined || pressed === 'Delete') {
      onClearBox(key);
      return;
    }
    const previous = navigation.previous(key);
    if (previous === undefined) return;
    focusKey(previous);
    onClearBox(previous);
  };

  const onKeyDown = (key: string, event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    const pressed = event.key;
    if (pressed.startsWith('Arrow')) {
      event.preventDefault();
      // ArrowLeft → 'left', …
      const direction = pressed.slice(5).toLowerCase() as GridDirection;
      const target = navigation.move(key, direction);
      goingUpOrDown.current = direction === 'up' || direction === 'down';
      if (target !== undefined) focusKey(target);
      goingUpOrDown.current = false;
    } else if (pressed === 'Enter') {
      event.preventDefault();
      const [waitingFor] = submitBlockers(layout, answers);
      if (waitingFor === undefined) onSubmit?.();
      else focusKey(waitingFor.key);
    } else if (pressed === ' ') {
      event.preventDefault();
      moveOn(key);
    } else if (pressed === 'Backspace' || pressed === 'Delete') {
      event.preventDefault();
      erase(key, pressed);
    } else if (pressed.length === 1) {
      event.preventDefault();
      const [digit] = digitsOf(pressed);
      if (digit !== undefined && !readOnly) enter(key, digit);
    }
  };

  // Touch keyboards send no usable key on keydown: take the digit from the input event instead.
  const onChange = (key: string, event: ChangeEvent<HTMLInputElement>) => {
    if (readOnly) return;
    const digit = digitsOf(event.target.value).at(-1);
    if (digit === undefined) {
      if (event.target.value === '') onClearBox(key);
    } else if (!(event.nativeEvent as InputEvent).isComposing) enter(key, digit);
  };

  const onCompositionEnd = (key: string, event: CompositionEvent) => {
    const digit = digitsOf(event.data).at(-1);
    if (!readOnly && digit !== undefined) enter(key, digit);
  };

  const onPaste = (key: string, event: ClipboardEvent) => {
    event.preventDefault();
    if (readOnly) return;
    let target: string | undefined = key;
    let last = key;
    for (const digit of digitsOf(event.clipboardData.getData('text'))) {
      if (target === undefined) break;
      onEnterDigit(target, digit);
      last = target;
      target = navigation.box(target)?.next;
    }
    focusKey(target ?? last);
  };

  const onFocus = (key: string, event: FocusEvent) => {
    (event.target as HTMLInputElement).select();
    const passing = goingUpOrDown.current;
    if (!navigation.regroups(key) && !passing) lastAnswerBox.current = key;
    onFocusBox?.(key, { passing });
  };

  return { onKeyDown, onChange, onPaste, onFocus, onCompositionEnd };
}
