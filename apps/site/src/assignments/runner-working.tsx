import type { AssignmentRunnerState, WorksheetStore } from '@mathcols/engine';
import { Worksheet, type WorksheetCheck, type WorksheetHint } from '@mathcols/react';
import { useEffect, useRef } from 'react';
import { WorksheetWithHelp } from '../how-it-works/how-it-works';
import { ProgressDots, type StepResult } from '../student/progress-dots';
import { ASSIGNMENT_TEXT } from './assignment-texts';

/** Props of {@link RunnerWorking}. */
export interface RunnerWorkingProps {
  /** The runner's state (phase `'working'`). */
  state: AssignmentRunnerState;
  /** The shown question's worksheet store (`undefined` when the engine refused its operands). */
  worksheet: WorksheetStore | undefined;
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
  /** 'Next' or the worksheet's 'Next Problem →' was pressed (the runner's `next`). */
  onNext: () => void;
  /** 'Finish' was pressed: score and save the set. */
  onFinish: () => void;
}

/** Each question's dot: right or wrong by its first submission, open until answered. */
function dotResults(state: AssignmentRunnerState): StepResult[] {
  return state.answered.map((answered, index) =>
    answered ? (state.firstTryCorrect[index] ? 'right' : 'wrong') : undefined,
  );
}

/**
 * The working part of the assignment runner: 'Question i of N' with a dot per question (a tick
 * or cross for its first try), 'How it works' for the subject, the shown question's worksheet
 * as the hero with its hint beside red boxes (its own store, so the
 * answers stay when the child goes back), and Previous (disabled on the first question) / Next
 * (disabled until the question is answered) / Finish (on the last, disabled until every
 * question is answered). After a right answer the worksheet's 'Next Problem →' also moves on;
 * on the last question focus goes to Finish instead.
 * @see spec §2 "Assignment runner", §5 "Assignment Previous disabled on first question; Next
 *   disabled while no answer"
 */
export function RunnerWorking({
  state,
  worksheet,
  hint = null,
  round,
  onSubmit,
  onPrevious,
  onNext,
  onFinish,
}: RunnerWorkingProps) {
  const finishRef = useRef<HTMLButtonElement>(null);
  const focusFinish = useRef(false);
  const { index, total, isLast, canFinish } = state;

  useEffect(() => {
    if (focusFinish.current && canFinish) finishRef.current?.focus();
    focusFinish.current = false;
  }, [canFinish, state]);

  const check = (result: WorksheetCheck) => {
    if (isLast && result.complete) focusFinish.current = true;
    onSubmit(result);
  };

  return (
    <>
      <ProgressDots
        className="runner-progress"
        current={index}
        total={total}
        results={dotResults(state)}
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
            onNextProblem={isLast ? undefined : onNext}
          />
        </div>
      </WorksheetWithHelp>
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
            ref={finishRef}
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
            type="button"
            className="button button-primary runner-next"
            disabled={!state.canGoNext}
            onClick={onNext}
          >
            {ASSIGNMENT_TEXT.next}
            <span aria-hidden="true">→</span>
          </button>
        )}
      </nav>
    </>
  );
}
