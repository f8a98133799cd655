import type { CSSProperties, Ref } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clsx } from 'clsx/lite';
import {
  submitBlockers,
  type Answers,
  type CheckResult,
  type RawProblem,
  type WorksheetStore,
} from '@mathcols/engine';
import { DigitGrid, type DigitGridHandle } from '../grid/digit-grid';
import { OPERAND_TEXT } from './operand-text';
import { problemKey, problemText } from './problem-text';
import { useWorksheet } from './use-worksheet';
import {
  WORKSHEET_TEXT,
  WorksheetControls,
  type WorksheetHint,
  type WorksheetPhase,
} from './worksheet-controls';

export type { WorksheetHint } from './worksheet-controls';

/**
 * What {@link WorksheetProps.onSubmit} and {@link WorksheetProps.onComplete} receive: the
 * engine's check result plus the attempt count and the submitted digits.
 * @see spec §5 Validation rules, §4 "Worksheet per problem"
 */
export type WorksheetCheck = CheckResult & {
  /** Submissions of this problem so far, this one included (1 on the first). */
  attempts: number;
  /**
   * The digits as submitted, by box key (e.g. `{ 'difference-0': 7, 'difference-1': 5 }`; a
   * blank box has no key or `undefined`), carry and borrow boxes included: what the engine's
   * `diagnose(problem, answers)` reads. The store's own object, not a copy: do not change it.
   */
  answers: Answers;
};

/** Props of {@link Worksheet}. */
export interface WorksheetProps {
  /** The raw problem (`number_0`, `number_1`, `operator` '+', '-', '*' or '/'). */
  problem: RawProblem;
  /**
   * Controlled answers: the child's digits by box key (e.g. `{ 'sum-0': 5 }`; a missing key is
   * a blank box). Pair with `onAnswersChange`; while the prop does not follow a change, the
   * boxes keep showing it. @defaultValue undefined (uncontrolled)
   */
  answers?: Answers;
  /**
   * Uncontrolled: the digits the worksheet starts with (read on mount and for each new
   * problem). @defaultValue undefined (every box blank)
   */
  defaultAnswers?: Answers;
  /**
   * Called with the new answers (a new object) whenever the child types, clears or pastes a
   * digit, and when moving to a new multiplication partial row empties the carries.
   */
  onAnswersChange?: (answers: Answers) => void;
  /** Called after every submission ('Submit Answers' or Enter) with the check result. */
  onSubmit?: (result: WorksheetCheck) => void;
  /** Called after `onSubmit` on the submission that makes the worksheet correct. */
  onComplete?: (result: WorksheetCheck) => void;
  /**
   * Called by 'Next Problem →' after a correct submission.
   * @defaultValue undefined — the button is not shown
   */
  onNextProblem?: () => void;
  /**
   * A hint about a suspected procedural bug, from the app (e.g. the engine's diagnosis:
   * `{ text: bugInfo(match.id).hint, columns: match.columns }`); the library writes no hint of
   * its own. Shown from a submission with red boxes until the next submission: under the
   * result — a lightbulb, 'Hint:' and the sentence — with an arrow under each of its columns
   * in the grid, announced politely together with the result, once — so set it from
   * `onSubmit` (the same render as the result); a hint arriving later makes the region
   * announce the result again. After 'Try Again' (or a changed digit) it stays in view where it
   * was, not announced again, with its arrows, while the child fixes the boxes;
   * the next submission shows its own hint, or none. Pass `null` when there is none; columns
   * outside the grid are left out.
   * @defaultValue null (no hint)
   */
  hint?: WorksheetHint | null;
  /** Focus the first box 10 ms after the grid mounts (and for each new problem). @defaultValue true */
  autoFocus?: boolean;
  /** Extra class on the root element (`mc-worksheet`, or `mc-alert` for rejected operands). */
  className?: string;
  /** Inline style of the root element, e.g. CSS custom properties such as `--mc-box-size`. */
  style?: CSSProperties;
  /** The root element: the `<section>`, or the alert's `<div>` for rejected operands. */
  ref?: Ref<HTMLElement>;
  /**
   * Advanced: a store made with the engine's `createWorksheet` that the worksheet reads and
   * drives instead of its own; `problem` then only names the worksheet.
   * @defaultValue undefined — the worksheet makes its own store
   */
  store?: WorksheetStore;
}

/**
 * A complete column worksheet for any of the four operations: the engine lays the problem out
 * (carries, partial products, long-division steps), the shared `DigitGrid` collects digits,
 * and the engine checks them. Shows 'Submit Answers' until submission, then 'Correct! 🎉' with
 * 'Next Problem →' or 'Fix the red boxes and try again.' with 'Try Again' (announced politely).
 * A right answer beside red boxes of rows that do not count for completion (a multiplication's
 * partial products) says so instead of 'Correct! 🎉': 'Your answer is right! Look again at
 * partial product 2.' An optional `hint` shows after a wrong submission (see the prop).
 * Operands the engine rejects render an alert naming the problem instead of a grid.
 *
 * Controlled (`answers` + `onAnswersChange`) or uncontrolled (`defaultAnswers`) like a Radix
 * or React Aria field; the root `<section>` carries `data-state="editing" | "wrong" |
 * "correct"` and `data-operator` for styling, `className`, `style` and `ref` go to it.
 *
 * Focus: the first box on mount (unless `autoFocus={false}`) and after 'Next Problem →'
 * (always); after a submission, the button then shown; after 'Try Again', the first wrong box in
 * working order (a submission leaves no box blank that Submit waits for).
 * 'Submit Answers' and Enter need every required box filled and no hole (a blank box right of a
 * written digit in an answer row); blank leading boxes are allowed, so Submit never gives the
 * answer's length away.
 * @see spec §2 "Worksheet behaviour", §4 "Worksheet per problem", §5 Validation rules
 */
export function Worksheet({
  problem,
  answers: controlledAnswers,
  defaultAnswers,
  onAnswersChange,
  onSubmit,
  onComplete,
  onNextProblem,
  hint,
  autoFocus,
  className,
  style,
  ref,
  store: givenStore,
}: WorksheetProps) {
  const worksheet = useWorksheet(problem, {
    store: givenStore,
    answers: controlledAnswers ?? defaultAnswers,
  });
  const grid = useRef<DigitGridHandle>(null);
  const action = useRef<HTMLButtonElement>(null);
  // Where focus goes once a submission or 'Try Again' has rendered.
  const pendingFocus = useRef<(() => void) | null>(null);
  // The hint of the last submission with red boxes (by store: one per problem), kept while
  // the child fixes the boxes.
  const [kept, setKept] = useState<{ store: unknown; hint: WorksheetHint | null }>();
  // Enter before Submit may be pressed: the status region says what Submit waits for, until
  // the next edit (a screen reader heard nothing: the reason describes a disabled button).
  const [remind, setRemind] = useState(0);
  const state = worksheet.state;

  useEffect(() => {
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    focus?.();
  }, [state]);

  // Controlled: the store follows the `answers` prop, also when the parent refuses a change
  // (a no-op while they already agree). Before paint, so a refused digit never shows.
  const liveStore = worksheet.store;
  useLayoutEffect(() => {
    if (liveStore && controlledAnswers !== undefined) liveStore.setAnswers(controlledAnswers);
  }, [liveStore, controlledAnswers, state]);

  // Operands the engine rejects: an alert naming the problem and the rule it breaks.
  if (worksheet.error) {
    const { rule, message } = worksheet.error;
    return (
      <div
        // A div is an HTMLElement; React's ref typing wants the exact element type.
        ref={ref as Ref<HTMLDivElement>}
        role="alert"
        className={clsx('mc-alert', className)}
        style={style}
        data-rule={rule}
      >
        <p className="mc-alert-title">Can&apos;t show the problem {problemText(problem)}.</p>
        <p className="mc-alert-detail">{OPERAND_TEXT[rule] ?? message}</p>
      </div>
    );
  }
  const { store } = worksheet;
  const { layout, answers, marks, submitted, complete, canSubmit, wrongCount } = worksheet.state;
  const phase: WorksheetPhase = !submitted ? 'editing' : complete ? 'correct' : 'wrong';
  // Once the child has written a digit, the boxes Submit waits for (said under it); 'Show me'
  // goes to the one the child was in, if it is one of them, else to the first.
  const started = Object.values(answers).some((digit) => digit !== undefined);
  const blanks = started && !submitted ? submitBlockers(layout, answers) : [];
  const showMe = blanks.find((box) => box.key === worksheet.state.activeKey) ?? blanks[0];
  const name = problemText(problem);
  // The submission's red boxes are on screen with its result line: the hint shows (within the
  // grid's columns), and a right answer names the rows with red boxes.
  const red = submitted && wrongCount > 0;
  const shownHint = red &&
    hint && {
      ...hint,
      columns: hint.columns.filter((column) => column >= 0 && column < layout.columns),
    };
  // After 'Try Again' (or a changed digit) the hint stays, unannounced, until the next
  // submission: the child fixes the boxes with it in view. (The app may pass a new object on
  // every render: compared by what it says.)
  const said = (shown?: WorksheetHint | null) => `${shown?.text}${shown?.columns}`;
  if (red && (kept?.store !== store || said(kept.hint) !== said(shownHint || null))) {
    setKept({ store, hint: shownHint || null });
  }
  const hintShown = shownHint || (!submitted && kept?.store === store && kept.hint) || null;
  const message =
    red && complete
      ? WORKSHEET_TEXT.answerRight(
          layout.rows
            .filter((row) =>
              row.cells.some((cell) => cell.kind === 'box' && marks?.[cell.key] === false),
            )
            .map((row) => row.label),
        )
      : undefined;

  /** Runs a store action and reports the answers when it changed them. */
  const edit = (change: () => void) => {
    const before = store.getState().answers;
    change();
    const after = store.getState().answers;
    if (after !== before) {
      setRemind(0);
      onAnswersChange?.(after);
    }
  };

  const submit = () => {
    if (store.getState().submitted) return;
    const result = store.submit();
    if (!result) return;
    // To the button shown ('Try Again', 'Next Problem →'); with none (a right answer and no
    // `onNextProblem`), back into the grid, so the keyboard keeps its place.
    pendingFocus.current = () => (action.current ? action.current.focus() : grid.current?.focus());
    const check: WorksheetCheck = {
      ...result,
      answers: store.getState().answers,
      attempts: store.getState().attempts,
    };
    onSubmit?.(check);
    if (check.complete) onComplete?.(check);
  };

  const retry = () => {
    // A submission left no box blank that Submit waits for: go on at the first wrong box.
    const before = store.getState();
    const target = before.layout.boxes.find((box) => before.marks?.[box.key] === false)?.key;
    store.retry();
    pendingFocus.current = () => grid.current?.focus(target);
  };

  // 'Next Problem →' goes away with the problem it solved: the next one's first box takes focus
  // when it renders, also with autoFocus={false} (which only spares the page on mount).
  const next =
    onNextProblem &&
    (() => {
      pendingFocus.current = () => grid.current?.focus();
      onNextProblem();
    });

  return (
    // Enter comes up from a box (the grid moves focus to a box Submit waits for).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={ref}
      className={clsx('mc-worksheet', className)}
      style={style}
      aria-label={`Worksheet ${name}`}
      data-operator={layout.operator}
      data-state={phase}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && blanks.length) setRemind(remind + 1);
      }}
    >
      <DigitGrid
        key={problemKey(problem)}
        handleRef={grid}
        layout={layout}
        answers={answers}
        marks={marks}
        label={name}
        readOnly={complete}
        pointAt={hintShown ? hintShown.columns : undefined}
        pointAtKey={hintShown?.key}
        // A hint about the first row (a quotient digit) points down at it from above.
        pointDown={layout.rows[0]?.cells.some(
          (cell) => 'key' in cell && cell.key === hintShown?.key,
        )}
        // The spec asks the first box to take focus (§9 auto-focus delay 10 ms); opt out with autoFocus={false}.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        onEnterDigit={(key, digit) => edit(() => store.enterDigit(key, digit))}
        onClearBox={(key) => edit(() => store.clearBox(key))}
        onFocusBox={(key, how) => edit(() => store.focusBox(key, how))}
        onSubmit={submit}
      />
      <WorksheetControls
        phase={phase}
        canSubmit={canSubmit}
        onSubmit={submit}
        toFill={blanks.length}
        remind={remind}
        onShowBlank={() => grid.current?.focus(showMe?.key)}
        onRetry={retry}
        onNextProblem={next}
        message={message}
        hint={hintShown}
        actionRef={action}
      />
    </section>
  );
}
