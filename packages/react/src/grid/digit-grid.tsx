import type { ChangeEvent, CSSProperties, Ref, SyntheticEvent } from 'react';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { clsx } from 'clsx/lite';
import type { Answers, Digit, WorksheetLayout } from '@mathcols/engine';
import { DigitBox } from './digit-box';
import { GridRowView, gridColumnOf } from './grid-row';
import { createGridNavigation } from './grid-navigation';
import { useGridKeyboard } from './use-grid-keyboard';

/** Delay before the first box takes focus on mount, in ms. @see spec §9 "auto-focus delay" */
export const AUTO_FOCUS_DELAY_MS = 10;

/** An event handler that runs `handle` for the box an event came from (by its `data-box-key`). */
const forBox =
  <E extends SyntheticEvent>(handle: (key: string, event: E) => void) =>
  (event: E) => {
    const key = (event.target as HTMLElement).dataset.boxKey;
    if (key !== undefined) handle(key, event);
  };

/** Imperative handle of {@link DigitGrid}, for moving focus from outside (e.g. after Try Again). */
export interface DigitGridHandle {
  /** Focuses the box with `key`, or the first box in working order when omitted. */
  focus(key?: string): void;
}

/** Props of {@link DigitGrid}. */
export interface DigitGridProps {
  /** The engine's layout: rows top to bottom, boxes in working order with their `next` box. */
  layout: WorksheetLayout;
  /** The child's digits by box key; a missing key is an empty box. */
  answers: Answers;
  /**
   * The engine's marks by box key after submission (`true` right, `false` wrong, `null`
   * unchecked); `null` (the store's state before a submission) or absent: no marks.
   * @defaultValue no marks
   */
  marks?: Readonly<Record<string, boolean | null>> | null;
  /** A digit was typed or pasted into a box. */
  onEnterDigit(key: string, digit: Digit): void;
  /** A box was emptied (Backspace / Delete / cleared on a touch keyboard). */
  onClearBox(key: string): void;
  /**
   * A box took focus (the engine clears multiplication carries on entering a new row).
   * `passing` is true when ArrowUp/ArrowDown brought focus there: the child may be on the way
   * through it to a carry row (pass it on to the store's `focusBox`).
   */
  onFocusBox?(key: string, how: { passing: boolean }): void;
  /**
   * Enter was pressed while Submit may be pressed (every required box filled, no hole);
   * otherwise Enter moves focus to the first box Submit waits for instead.
   */
  onSubmit?(): void;
  /** Refuse edits (a completed worksheet); navigation still works. @defaultValue false */
  readOnly?: boolean;
  /**
   * Place-value columns (0 = ones, each below `layout.columns`) to point at with an arrow (↑)
   * in a row under the grid — the columns a hint is about. The row is decoration
   * (`aria-hidden`): say in words what it points at. @defaultValue none (no arrow row)
   */
  pointAt?: readonly number[];
  /**
   * Draw the arrow row above the grid, pointing down (↓): for a hint about the first row (a
   * long division's quotient), which an arrow under the grid would point at from far away.
   * @defaultValue false
   */
  pointDown?: boolean;
  /**
   * Key of the box a hint is about: ringed (dashed, in the hint's colour) while it does not
   * have focus, so the hint names one box where its arrows name whole columns.
   * @defaultValue none
   */
  pointAtKey?: string;
  /**
   * Focus the first box in working order 10 ms after mount (and again when the layout's first
   * box changes). Read once, at mount.
   * @defaultValue true
   */
  autoFocus?: boolean;
  /** Accessible name of the whole grid, e.g. "57 + 68". @defaultValue 'Worksheet' */
  label?: string;
  /** Extra class on the root element (`mc-grid`). @defaultValue undefined */
  className?: string;
  /**
   * Inline style of the root element, merged over the grid's own `--mc-columns` (the number of
   * place-value columns). @defaultValue undefined
   */
  style?: CSSProperties;
  /** The root `<div role="group">`. @defaultValue undefined */
  ref?: Ref<HTMLDivElement>;
  /** Imperative focus handle (see {@link DigitGridHandle}). @defaultValue undefined */
  handleRef?: Ref<DigitGridHandle>;
}

/**
 * The digit-box grid shared by all four operations: renders `layout.rows` as named groups on a
 * place-value grid (column `c` of `layout.columns` right-aligned, the operator sign or divisor
 * in a leading column) and owns the keyboard model (see `useGridKeyboard`):
 *
 * - a digit replaces the box's digit and moves focus to the box's `next` box (from a carry or
 *   borrow box without `next`, back to the answer box the child came up from); other printable
 *   keys are ignored;
 * - Space moves on the same way without entering anything (past a leading box left blank);
 * - Enter calls `onSubmit` when Submit may be pressed (every required box filled and no hole:
 *   no blank box right of a written digit in an answer row), and otherwise moves focus to the
 *   first box Submit is waiting for (the engine's `submitBlockers`), never submitting;
 * - Backspace clears a filled box; in an empty box it moves to the previous box in working
 *   order and clears that one; Delete clears without moving;
 * - ArrowLeft/ArrowRight move to the neighbouring box of the same row (left = higher place
 *   value); ArrowUp/ArrowDown to the nearest box above/below in the same column;
 * - Tab/Shift-Tab follow document order inside the grid; from outside, Tab and Shift+Tab enter
 *   it at the box the child was in last (typed, tapped or arrowed to; not a box Tab passed
 *   on the way out), at first the box where the work starts (the answer's ones, as
 *   `autoFocus` would choose), never the carry box above it by accident;
 * - pasting several digits fills consecutive boxes along the `next` chain.
 *
 * With `pointAt`, a last row (hidden from assistive technology) draws an arrow under each of
 * those columns: where a hint is about (with `pointDown`, a first row of arrows pointing down). A grid wider than its room scrolls inside itself and
 * opens (and opens each new layout) scrolled to where the work starts, with or without
 * `autoFocus`.
 *
 * It holds no answers of its own: the engine store (through the callbacks) is the only state.
 * It draws every operation the same way, from the layout's data alone (rows, cells, prefixes,
 * each row's `ruleAbove`); it never asks which operator it shows. Each box exposes
 * `data-state="empty" | "filled"` and, once marked, `data-result="correct" | "wrong"`.
 * @see spec §2 "Worksheet behaviour", §5 "Answer boxes", §9 (box 40 px, gap 8, focus delay 10 ms)
 */
export function DigitGrid(props: DigitGridProps) {
  const {
    layout,
    answers,
    marks,
    readOnly,
    pointAt,
    pointDown,
    pointAtKey,
    autoFocus = true,
    label = 'Worksheet',
    className,
    style,
    ref,
    handleRef,
  } = props;
  const root = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => root.current as HTMLDivElement, []);
  const navigation = useMemo(() => createGridNavigation(layout), [layout]);
  // Work starts at the first checked box (the ones column of the answer), not at a carry or
  // borrow box: a child with nothing to carry must not type the answer into the carry row.
  const firstKey = (layout.boxes.find((box) => box.checked) ?? layout.boxes[0])?.key;

  const boxAt = useCallback(
    (key = firstKey) => root.current?.querySelector<HTMLInputElement>(`[data-box-key="${key}"]`),
    [firstKey],
  );
  const focusKey = useCallback((key?: string) => boxAt(key)?.focus(), [boxAt]);
  // Where Tab enters the grid from outside: the box that had focus last (of this layout), at
  // first the box where the work starts, never a carry box or a leading box by accident. While
  // focus is inside, every box is a Tab stop (document order).
  const [stop, setStop] = useState<{ layout: WorksheetLayout; key: string; inside: boolean }>();
  const tabStop = stop?.layout === layout ? stop : { key: firstKey, inside: false };

  // A grid wider than its room opens scrolled to where the work starts, as focusing that box
  // would: without autoFocus, a 5-digit × 4-digit product on a phone would open at the sign.
  // The first box beyond the right edge is in the last column (a sum's, a difference's or a
  // product's ones), so the grid scrolls to its end. The edge is the padding's inner edge: a box
  // that reaches into the padding would have its ✓ / ✗ badge and focus ring cut off.
  useLayoutEffect(() => {
    const grid = root.current!;
    const room =
      grid.getBoundingClientRect().right - parseFloat(getComputedStyle(grid).paddingRight);
    if ((boxAt()?.getBoundingClientRect().right ?? 0) > room) grid.scrollLeft = grid.scrollWidth;
  }, [layout, boxAt]);

  useImperativeHandle(handleRef, () => ({ focus: focusKey }), [focusKey]);

  const mountFocus = useRef(autoFocus);
  useEffect(() => {
    if (!mountFocus.current) return;
    const timer = setTimeout(() => focusKey(), AUTO_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focusKey]);

  const handlers = useGridKeyboard({ ...props, navigation, focusKey });

  // Keys, focus, clicks and pastes are handled at the root; each box's input gets one change
  // handler for the grid's lifetime, which calls this render's: a keystroke then re-renders only
  // the boxes whose digit or mark changed.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) =>
      latest.current.onChange(event.currentTarget.dataset.boxKey ?? '', event),
    [],
  );

  const renderBox = (key: string) => {
    const box = navigation.box(key);
    if (!box) return null;
    return (
      <DigitBox
        key={key}
        box={box}
        digit={answers[key]}
        mark={marks?.[key]}
        readOnly={readOnly}
        pointedAt={key === pointAtKey}
        tabStop={tabStop.inside || key === tabStop.key}
        onChange={onChange}
      />
    );
  };

  const pointers = pointAt?.length ? (
    <div className="mc-row mc-pointers" aria-hidden="true">
      {pointAt.map((column) => (
        <span
          key={column}
          className="mc-pointer"
          style={{ gridColumn: gridColumnOf(column, layout.columns) }}
        >
          {pointDown ? '↓' : '↑'}
        </span>
      ))}
    </div>
  ) : null;

  return (
    // The boxes' events bubble to the group.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={root}
      role="group"
      aria-label={label}
      className={clsx('mc-grid', className)}
      style={{ '--mc-columns': layout.columns, ...style } as CSSProperties}
      onKeyDown={forBox(handlers.onKeyDown)}
      onFocus={forBox((key, event) => {
        // A box Tab only passes through on the way out is not where the child was.
        const working = handlers.onFocus(key, event);
        setStop((last) => ({
          layout,
          key: working || last?.layout !== layout ? key : last.key,
          inside: true,
        }));
      })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setStop((last) => last && { ...last, inside: false });
        }
      }}
      onPaste={forBox(handlers.onPaste)}
      onCompositionEnd={forBox(handlers.onCompositionEnd)}
      onClick={forBox((_, event) => (event.target as HTMLInputElement).select())}
    >
      {pointDown && pointers}
      {layout.rows.map((row, index) => {
        // A digit written in a borrow box replaces the digit under it: that one is crossed out.
        const above = layout.rows[index - 1];
        const crossed =
          above?.kind === 'borrow'
            ? (column: number) =>
                above.cells.some(
                  (cell) =>
                    cell.kind === 'box' &&
                    cell.column === column &&
                    answers[cell.key] !== undefined,
                )
            : undefined;
        return (
          <GridRowView
            key={row.id}
            row={row}
            columns={layout.columns}
            renderBox={renderBox}
            crossed={crossed}
          />
        );
      })}
      {!pointDown && pointers}
    </div>
  );
}
