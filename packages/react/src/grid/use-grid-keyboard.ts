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
  /** The engine's marks by box key after a submission (`true` right); absent: none. */
  marks?: Readonly<Record<string, boolean | null>> | null;
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
  /** Returns false when Tab or Shift+Tab moved focus here from another box of the grid. */
  onFocus(key: string, event: FocusEvent): boolean;
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
 *   order (writing left to right, the box the digit came from) and clears that one; Delete
 *   clears without moving;
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
 * back over the 2. Once writing left to right — or after tapping the box that holds a row's
 * leftmost digit, to rewrite the row after 'Try Again' — each digit moves to the next box right,
 * filled or not, and the full row goes on past its boxes left of the child's (blank leading
 * boxes left out on purpose). Boxes later in the order (a long division's bring-down box,
 * right of its subtraction) are never gone back to. With none of this (the usual ones-first
 * way, where every box right of the child's is filled) a digit follows `next`; at the end of
 * the chain, focus stays.
 */
export function useGridKeyboard({
  layout,
  navigation,
  answers,
  marks,
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
  const tabbing = useRef(false);

  // The box typing (a digit, Space, Backspace) last moved focus to or left it in; a box the
  // child tapped or arrowed to is not it.
  const typedTo = useRef<string | undefined>(undefined);
  const typing = useRef(false);
  // For each box typing moved focus to, the box left of it a digit came from, if it did:
  // writing left to right, Backspace goes back there.
  const cameFromLeft = useRef(new Map<string, string | undefined>());

  /** Focus to `key` by typing, from the box left of it (`fromLeft`) or along the chain. */
  const typeTo = (key: string | undefined, fromLeft?: string) => {
    if (key === undefined) return;
    typedTo.current = key;
    cameFromLeft.current.set(key, fromLeft);
    typing.current = true;
    focusKey(key);
    typing.current = false;
  };

  /** The first box from `key` towards `direction` in its row that `skip` does not pass over. */
  const walk = (key: string, direction: GridDirection, skip: (box: string) => boolean) => {
    let at = navigation.move(key, direction);
    while (at !== undefined && skip(at)) at = navigation.move(at, direction);
    return at;
  };

  /**
   * Moves on after a digit typed in answer box `key` (`filled`: the answers with it). Writing
   * left to right — the box was reached by moving right, or the child tapped the box holding
   * the row's leftmost digit to rewrite the row — to the next box right of it; else to the
   * nearest blank box right of it; either way only to a box the working order puts before
   * `key` (not a long division's bring-down box); else along `next`. A row written left to
   * right and full goes on to the working order's first box past the row's boxes left of `key`
   * (blank leading boxes the child left out on purpose); at the end of the chain focus stays.
   */
  const afterDigit = (key: string, filled: Answers) => {
    const box = navigation.box(key);
    // Tapped, a box that held the row's leftmost digit is where the child rewrites the row.
    const leftToRight =
      typedTo.current === key
        ? cameFromLeft.current.get(key) !== undefined
        : answers[key] !== undefined &&
          walk(key, 'left', (left) => answers[left] === undefined) === undefined;
    const right = walk(
      key,
      'right',
      (at) => (!leftToRight && filled[at] !== undefined) || !navigation.before(at, key),
    );
    if (right !== undefined) return typeTo(right, key);
    let target = box?.next;
    while (leftToRight && target !== undefined) {
      const ahead = navigation.box(target);
      if (ahead?.rowId !== box?.rowId || (ahead?.column ?? 0) < (box?.column ?? 0)) break;
      target = ahead?.next;
    }
    if (target === undefined) typedTo.current = key;
    typeTo(target);
  };

  /**
   * Space, or a digit in a carry or borrow box: along `next` (after a digit, past boxes that
   * hold a digit not marked wrong: a borrow written after the ones, or after 'Try Again', goes
   * on to the column still to do, not back to a ones digit the child's next digit would
   * replace), or back to the answer box.
   */
  const moveOn = (key: string, written?: boolean) => {
    const next = navigation.box(key)?.next;
    let target = next;
    while (
      written &&
      target !== undefined &&
      answers[target] !== undefined &&
      marks?.[target] !== false
    ) {
      target = navigation.box(target)?.next;
    }
    typeTo(target ?? next ?? (navigation.regroups(key) ? lastAnswerBox.current : undefined));
  };

  const enter = (key: string, digit: Digit) => {
    onEnterDigit(key, digit);
    if (navigation.regroups(key)) moveOn(key, true);
    else afterDigit(key, { ...answers, [key]: digit });
  };

  const erase = (key: string, pressed: 'Backspace' | 'Delete') => {
    if (readOnly) return;
    if (answers[key] !== undefined || pressed === 'Delete') {
      onClearBox(key);
      return;
    }
    // Back the way typing came: from the left when the child writes left to right.
    const previous =
      (typedTo.current === key ? cameFromLeft.current.get(key) : undefined) ??
      navigation.previous(key);
    if (previous === undefined) return;
    typeTo(previous, cameFromLeft.current.get(previous));
    onClearBox(previous);
  };

  const onKeyDown = (key: string, event: KeyboardEvent) => {
    tabbing.current = event.key === 'Tab';
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
    // Focus the child moved (a tap, an arrow, 'Try Again'): not where typing left off.
    if (!typing.current) typedTo.current = undefined;
    const passing = goingUpOrDown.current;
    if (!navigation.regroups(key) && !passing) lastAnswerBox.current = key;
    onFocusBox?.(key, { passing });
    const tabbed = tabbing.current && event.currentTarget.contains(event.relatedTarget as Node);
    tabbing.current = false;
    return !tabbed;
  };

  return { onKeyDown, onChange, onPaste, onFocus, onCompositionEnd };
}
