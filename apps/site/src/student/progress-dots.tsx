import { clsx } from 'clsx';

/**
 * How one step of a run went: right (at the first try), fixed (wrong at the first try, right
 * since), wrong, or not done yet.
 */
export type StepResult = 'right' | 'fixed' | 'wrong' | undefined;

/** How a solved step went: right at the first try, or fixed after a wrong try. */
export type SolvedResult = Exclude<StepResult, 'wrong' | undefined>;

/** Props of {@link ProgressDots}. */
export interface ProgressDotsProps {
  /** Index of the current step, 0-based. */
  current: number;
  /** Number of steps, ≥ 1. */
  total: number;
  /** What each finished step gave, by index (missing = not done yet). @defaultValue `[]` */
  results?: readonly StepResult[];
  /**
   * The words shown above the dots, e.g. 'Question 3 of 10' (spec §2 "Assignment runner") or
   * 'Problems: 3/10' (the quiz).
   */
  text: string;
  /** Extra class on the root. */
  className?: string;
}

/**
 * Progress you can see (visual.md principle 2): the step in words, and a row of dots that fill
 * as steps are done — a tick on a filled dot for a step right at once, a tick on a light dot for
 * one the child fixed after a wrong try, a cross for a wrong one, a ring round the current
 * one. The dots repeat the words, so they are hidden from screen readers; shapes, not colour
 * alone, tell right from wrong. The words are a polite live region: moving to another step is
 * announced ('Question 2 of 10'), not only the new worksheet's first box.
 * @see spec §2 "Assignment runner" ('Question i of N'), "Simple quiz page" ('Problems: n/10')
 */
export function ProgressDots({ current, total, results = [], text, className }: ProgressDotsProps) {
  return (
    <div className={clsx('progress-dots', className)}>
      {/* Said when it changes: a screen reader hears which question the new worksheet is. */}
      <p className="progress-dots-text" aria-live="polite">
        {text}
      </p>
      <ol className="progress-dots-row" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => {
          const result = results[index];
          return (
            <li
              key={index}
              className="progress-dot"
              data-result={result ?? 'open'}
              data-current={index === current || undefined}
            >
              {result === 'wrong' ? '✗' : result ? '✓' : ''}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
