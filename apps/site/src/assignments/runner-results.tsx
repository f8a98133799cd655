import { resultBand, type AssignmentRunnerState } from '@mathcols/engine';
import type { Ref } from 'react';
import { Celebration } from '../student/celebration';
import { ProblemsLike } from '../student/problems-like';
import { ASSIGNMENT_TEXT, RESULT_BAND_TEXT } from './assignment-texts';
import { BackToAssignments } from './back-to-assignments';
import { ScoreLines } from './runner-choice';
import { nextLevel, type LevelChangeState } from './use-assignment-save';

/**
 * The words of a level change, on screen and in the live region: 'Level 4!' after moving up.
 * @see visual.md principle 4, issue 6 ("A level-up happens silently: say it")
 */
export function levelChangeText(change: LevelChangeState): string {
  if (change.status === 'set') {
    return `Next time you'll work on Level ${change.level}: your grown-up picked it for you.`;
  }
  if (change.status !== 'done') return '';
  switch (change.action) {
    case 'advance':
      return `Level ${change.level}! You moved up a level.`;
    case 'repeat':
      return `You'll stay on Level ${change.level}. Practice makes perfect!`;
    case 'decrease':
      return `Next time you'll work on Level ${change.level}. That's how we grow strong!`;
  }
}

/** Props of {@link RunnerResults}. */
export interface RunnerResultsProps {
  /** The runner's state (phase `'results'`). */
  state: AssignmentRunnerState;
  /** Questions solved after a wrong first try (see `ScoreLines`). @defaultValue 0 */
  fixedCount?: number;
  /** The server's reason for refusing to record the set, or `null`. */
  refusal: string | null;
  /** The level option chosen on the options screen and where its save stands. */
  levelChange: LevelChangeState;
  /** 'Try Again': the same questions from the start, or a set of the new level after a move. */
  onRestart: () => void;
  /**
   * Whether the child may do the subject again today (premium). A free student's saved set
   * completes the subject for today, so 'Try Again' would end in a refusal ten problems later:
   * it is not offered. @defaultValue true
   */
  canRedo?: boolean;
  /** A new set is being fetched for 'Try Again' ('Getting problems ready...'). @defaultValue false */
  restarting?: boolean;
  /** Why fetching that set failed (the client's text), or `null`. @defaultValue null */
  restartFailure?: string | null;
  /** Sends the set again after a failed save. */
  onRetrySave: () => void;
  /** Sends the chosen level option again after a failure. */
  onRetryLevel: () => void;
  /** Takes focus when the view shows. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The results screen: a short celebration 'Assignment Complete!' with 'Score: 90%' and
 * '9 of 10 correct', a friendly line by the engine's `resultBand` (≥80, 60–79, <60), the level
 * change ('Level 4!' after moving up) with what the new level's problems look like ('Problems
 * like 47 + 8', not when the level stays), 'Back to Assignments' and 'Try Again' (premium
 * students only: free students cannot redo a subject completed today, spec §6). A refusal
 * (e.g. a free student's second set of the day) shows the server's reason kindly with 'Back to
 * Assignments' only; a failed save offers 'Save Again' instead of 'Try Again', so the work is
 * not lost. While 'Try Again' fetches a new level's set it reads 'Getting problems ready...';
 * a failure shows the client's text under the buttons, and the button tries again.
 * @see spec §2 "Assignment runner", §5 "Assignment result text varies by score", §6, §8
 */
export function RunnerResults({
  state,
  fixedCount,
  refusal,
  levelChange,
  onRestart,
  canRedo = true,
  restarting = false,
  restartFailure = null,
  onRetrySave,
  onRetryLevel,
  headingRef,
}: RunnerResultsProps) {
  const score = state.score ?? 0;
  const unsaved = state.saveError !== null && refusal === null;
  const levelText = levelChangeText(levelChange);
  const next = nextLevel(levelChange);
  return (
    <section className="runner-outcome runner-results">
      <Celebration title={ASSIGNMENT_TEXT.complete} headingRef={headingRef}>
        <ScoreLines
          score={score}
          correctCount={state.correctCount ?? 0}
          total={state.total}
          fixedCount={fixedCount}
        />
        <p className="result-band" data-band={resultBand(score)}>
          {RESULT_BAND_TEXT[resultBand(score)]}
        </p>
        {levelText !== '' && (
          <p
            className="level-change"
            data-action={levelChange.status === 'done' ? levelChange.action : 'set'}
          >
            {levelChange.status === 'done' && levelChange.action === 'advance' && (
              <span className="level-up-star" aria-hidden="true">
                ★{' '}
              </span>
            )}
            {levelText}
          </p>
        )}
        {next !== null && next !== state.level && (
          <ProblemsLike subject={state.subject} level={next} />
        )}
      </Celebration>
      {refusal !== null && (
        <div className="runner-notice" role="alert">
          <p className="runner-notice-title">{refusal}</p>
          <p>Your score is here, but this round was not saved. See you next time!</p>
        </div>
      )}
      {unsaved && (
        <div className="runner-notice" data-tone="problem" role="alert">
          <p className="runner-notice-title">Your work is not saved yet.</p>
          <p>{state.saveError}</p>
          <button type="button" className="button button-primary" onClick={onRetrySave}>
            Save Again
          </button>
        </div>
      )}
      {levelChange.status === 'saving' && (
        <p className="runner-notice" role="status">
          Saving your choice...
        </p>
      )}
      {levelChange.status === 'failed' && (
        <div className="runner-notice" data-tone="problem" role="alert">
          <p>{levelChange.message}</p>
          <button type="button" className="button button-primary" onClick={onRetryLevel}>
            Save My Choice Again
          </button>
        </div>
      )}
      <div className="student-actions runner-results-actions">
        <BackToAssignments unsaved={unsaved} />
        {canRedo && refusal === null && !unsaved && (
          // `aria-disabled`, not `disabled`, while busy: focus stays on the button.
          <button
            type="button"
            className="button"
            aria-disabled={restarting || undefined}
            aria-busy={restarting || undefined}
            onClick={() => {
              if (!restarting) onRestart();
            }}
          >
            {restarting ? ASSIGNMENT_TEXT.starting : ASSIGNMENT_TEXT.tryAgain}
          </button>
        )}
      </div>
      {restartFailure !== null && (
        <p className="runner-notice" data-tone="problem" role="alert">
          {restartFailure}
        </p>
      )}
    </section>
  );
}
