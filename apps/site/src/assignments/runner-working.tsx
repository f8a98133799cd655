import type { AssignmentRunnerState, WorksheetStore } from '@mathcols/engine';
import { Worksheet, type WorksheetCheck, type WorksheetHint } from '@mathcols/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { WorksheetWithHelp } from '../how-it-works/how-it-works';
import { ProgressDots, type StepResult } from '../student/progress-dots';
import { ASSIGNMENT_TEXT } from './assignment-texts';
import type { QuestionWorksheets } from './assignment-restore';

/** Props of {@link RunnerWorking}. */
export interface RunnerWorkingProps {
  /** The runner's state (phase `'working'`). */
  state: AssignmentRunnerState;
  /**
   * One worksheet store per question, by index (`undefined` where the engine refused the
   * operands): the shown one is on screen, and each one's last check picks its dot.
   */
  worksheets: QuestionWorksheets;
  /**
   * The hint for the shown question (issue 12: its first submission's diagnosis), shown beside
   * its red boxes. @defaultValue null
   */
  hint?: WorksheetHint | null;
  /** Counts restarts; a new round mounts fresh worksheets. */
  round: number;
  /** After every submission of the shown worksheet. */
  onSubmit: (result: WorksheetCheck) => void;
  /** 'Previous' was pressed (the runner's `previous`). */
  onPrevious: () => void;
  /** 'Next' was pressed (the runner's `next`). */
  onNext: () => void;
  /** 'Finish' was pressed: score and save the set. */
  onFinish: () => void;
}

/**
 * Each question's dot, open until answered: right when its first submission was (what the score
 * counts), fixed when the child has since solved it, wrong until then.
 */
function dotResults(state: AssignmentRunnerState, worksheets: QuestionWorksheets): StepResult[] {
  return state.answered.map((answered, index) => {
    if (!answered) return undefined;
    if (state.firstTryCorrect[index]) return 'right';
    return worksheets[index]?.getState().complete ? 'fixed' : 'wrong';
  });
}

/** How many answered questions the child solved after a wrong first submission. */
export function fixedCount(state: AssignmentRunnerState, worksheets: QuestionWorksheets): number {
  return dotResults(state, worksheets).filter((result) => result === 'fixed').length;
}

const noStore = () => () => {};
const nothing = () => undefined;

/** Re-renders on every change of `store` (none when there is no store). */
function useStoreChanges(store: WorksheetStore | undefined): void {
  useSyncExternalStore(store?.subscribe ?? noStore, store?.getState ?? nothing);
}

/**
 * The working part of the assignment runner: 'Question i of N' with a dot per question (a tick
 * for a right first try, a light tick for a question fixed after a wrong one, a cross until
 * then), 'How it works' for the subject, the shown question's worksheet as the hero with its
 * hint beside red boxes (its own store, so the answers stay when the child goes back), and just
 * under it Previous (disabled on the first question) / Next (disabled until the question is
 * answered) / Finish (on the last, disabled until every question is answered). One way on:
 * the worksheet shows no 'Next Problem →' of its own; after a right answer focus goes to Next,
 * or to Finish on the last question, so Enter moves on. Next is the bright button only once the
 * question is right: after a wrong try it is a plain one, so 'Try Again' is the one that stands
 * out.
 * @see spec §2 "Assignment runner", §5 "Assignment Previous disabled on first question; Next
 *   disabled while no answer"
 */
export function RunnerWorking({
  state,
  worksheets,
  hint = null,
  round,
  onSubmit,
  onPrevious,
  onNext,
  onFinish,
}: RunnerWorkingProps) {
  const onwardRef = useRef<HTMLButtonElement>(null);
  const focusOnward = useRef(false);
  const { index, total, isLast, canFinish } = state;
  const worksheet = worksheets[index];
  useStoreChanges(worksheet);
  const solved = worksheet?.getState().complete ?? false;

  // After the worksheet's own focus move (child effects run first): on to Next or Finish.
  useEffect(() => {
    if (focusOnward.current && onwardRef.current && !onwardRef.current.disabled) {
      onwardRef.current.focus();
    }
    focusOnward.current = false;
  });

  const check = (result: WorksheetCheck) => {
    if (result.complete) focusOnward.current = true;
    onSubmit(result);
  };

  return (
    <>
      <ProgressDots
        className="runner-progress"
        current={index}
        total={total}
        results={dotResults(state, worksheets)}
        text={`Question ${index + 1} of ${total}`}
      />
      <WorksheetWithHelp subject={state.subject} problem={state.question}>
        <div className="student-worksheet runner-worksheet">
          <Worksheet
            key={`${round}-${index}`}
            problem={state.question}
            store={worksheet}
            hint={hint}
            onSubmit={check}
          />
        </div>
        <nav className="runner-nav" aria-label="Questions">
          <button
            type="button"
            className="button runner-previous"
            disabled={!state.canGoPrevious}
            onClick={onPrevious}
          >
            <span aria-hidden="true">←</span>
            {ASSIGNMENT_TEXT.previous}
          </button>
          {isLast ? (
            <button
              ref={onwardRef}
              type="button"
              className="button button-accent runner-finish"
              disabled={!canFinish}
              onClick={onFinish}
            >
              {ASSIGNMENT_TEXT.finish}
              <span aria-hidden="true">✓</span>
            </button>
          ) : (
            <button
              ref={onwardRef}
              type="button"
              // Bright once the question is right; after a wrong try 'Try Again' stands out.
              className={solved ? 'button button-primary runner-next' : 'button runner-next'}
              disabled={!state.canGoNext}
              onClick={onNext}
            >
              {ASSIGNMENT_TEXT.next}
              <span aria-hidden="true">→</span>
            </button>
          )}
        </nav>
      </WorksheetWithHelp>
    </>
  );
}
