import { useEffect, useRef } from 'react';
import { clsx } from 'clsx';
import {
  submitBlockers,
  type CheckResult,
  type RawProblem,
  type WorksheetStore,
} from '@mathcols/engine';
import { DigitGrid, type DigitGridHandle } from '../grid/digit-grid';
import { OperandAlert } from './operand-alert';
import { problemKey, problemText } from './problem-text';
import { useWorksheet } from './use-worksheet';
import { WorksheetControls, type WorksheetPhase } from './worksheet-controls';

/** What {@link WorksheetProps.onCheck} receives after each submission. */
export type WorksheetCheck = CheckResult & {
  /** Submissions of this problem so far, this one included (1 on the first). */
  attempts: number;
};

/** Props of {@link Worksheet}. */
export interface WorksheetProps {
  /** The raw problem (`number_0`, `number_1`, `operator` '+', '-', '*' or '/'). */
  problem: RawProblem;
  /** Called after every submission with the engine's marks, completion and attempt count. */
  onCheck?: (result: WorksheetCheck) => void;
  /**
   * Called by 'Next Problem →' after a correct submission.
   * @defaultValue undefined — the button is not shown
   */
  onNextProblem?: () => void;
  /** Focus the first box 10 ms after the grid mounts (and for each new problem). @defaultValue true */
  autoFocus?: boolean;
  /** Extra class on the root element (`mc-worksheet`). */
  className?: string;
  /**
   * Controlled mode: a store made with the engine's `createWorksheet`; `problem` is then used
   * only to name the worksheet. @defaultValue undefined — the worksheet makes its own store
   */
  store?: WorksheetStore;
}

type PendingFocus = 'action' | 'retry-box' | null;

/**
 * A complete column worksheet for any of the four operations: the engine lays the problem out
 * (carries, partial products, long-division steps), the shared `DigitGrid` collects digits,
 * and the engine checks them. Shows 'Submit Answers' until submission, then 'Correct! 🎉' with
 * 'Next Problem →' or 'Fix the red boxes and try again.' with 'Try Again' (announced politely).
 * Operands the engine rejects render an alert naming the problem instead of a grid.
 *
 * Focus: the first box on mount; after a submission, the button then shown; after 'Try Again',
 * the first box in working order that is wrong or that Submit waits for. 'Submit Answers' and
 * Enter need every required box filled and no hole (a blank box right of a written digit in an
 * answer row); blank leading boxes are allowed, so Submit never gives the answer's length away.
 * @see spec §2 "Worksheet behaviour", §4 "Worksheet per problem", §5 Validation rules
 */
export function Worksheet({
  problem,
  onCheck,
  onNextProblem,
  autoFocus = true,
  className,
  store: controlled,
}: WorksheetProps) {
  const worksheet = useWorksheet(problem, { store: controlled });
  const grid = useRef<DigitGridHandle>(null);
  const action = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);
  const retryFocus = useRef<string | undefined>(undefined);
  const state = worksheet.state;

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'action') action.current?.focus();
    if (target === 'retry-box') grid.current?.focus(retryFocus.current);
  }, [state]);

  if (worksheet.error) {
    return <OperandAlert problem={problem} error={worksheet.error} className={className} />;
  }
  const { store } = worksheet;
  const { layout, answers, marks, submitted, complete, canSubmit } = worksheet.state;
  const phase: WorksheetPhase = !submitted ? 'editing' : complete ? 'correct' : 'wrong';
  const name = problemText(problem);

  const submit = () => {
    if (store.getState().submitted) return;
    const result = store.submit();
    if (!result) return;
    pendingFocus.current = 'action';
    onCheck?.({ ...result, attempts: store.getState().attempts });
  };

  const retry = () => {
    const before = store.getState();
    const waiting = new Set(submitBlockers(before.layout, before.answers).map((box) => box.key));
    retryFocus.current = before.layout.boxes.find(
      (box) => before.marks?.[box.key] === false || waiting.has(box.key),
    )?.key;
    store.retry();
    pendingFocus.current = 'retry-box';
  };

  return (
    <section
      className={clsx('mc-worksheet', className)}
      aria-label={`Worksheet ${name}`}
      data-operator={layout.operator}
      data-phase={phase}
    >
      <DigitGrid
        key={problemKey(problem)}
        ref={grid}
        layout={layout}
        answers={answers}
        marks={marks ?? undefined}
        label={name}
        readOnly={complete}
        // The spec asks the first box to take focus (§9 auto-focus delay 10 ms); opt out with autoFocus={false}.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        onEnterDigit={(key, digit) => store.enterDigit(key, digit)}
        onClearBox={(key) => store.clearBox(key)}
        onFocusBox={(key) => store.focusBox(key)}
        onSubmit={submit}
      />
      <WorksheetControls
        phase={phase}
        canSubmit={canSubmit}
        onSubmit={submit}
        onRetry={retry}
        onNextProblem={onNextProblem}
        actionRef={action}
      />
    </section>
  );
}
