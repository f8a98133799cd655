import type { AssignmentRunnerState, LevelAction } from '@mathcols/engine';
import { WorksheetStatus } from '@mathcols/react';
import type { Ref } from 'react';
import { optionText } from './assignment-texts';

/** Props of {@link ScoreLines}. */
export interface ScoreLinesProps {
  /** Percent 0–100 (the engine's score). */
  score: number;
  /** Questions right at the first try. */
  correctCount: number;
  /** Questions in the set. */
  total: number;
  /** Questions solved after a wrong first try (not in the score). @defaultValue 0 */
  fixedCount?: number;
}

/**
 * The score as the results screen says it: 'Score: 90%' and '9 of 10 correct'. Questions the
 * child got right only after trying again show as ticks on the way but are not in the score:
 * with any, a line says so ('You fixed 2 more after trying again. The score counts answers
 * right the first time.'), so 7 of 10 beside nine ticks is no surprise.
 * @see spec §2 "Assignment runner" ("score percent and correct count")
 */
export function ScoreLines({ score, correctCount, total, fixedCount = 0 }: ScoreLinesProps) {
  return (
    <div className="score-lines">
      <p className="score-percent">Score: {score}%</p>
      <p className="score-count">
        {correctCount} of {total} correct
      </p>
      {fixedCount > 0 && (
        <p className="score-fixed">
          You fixed {fixedCount} more after trying again. The score counts answers right the first
          time.
        </p>
      )}
    </div>
  );
}

/** Props of {@link RunnerSaving}. */
export interface RunnerSavingProps {
  /** Takes focus when the view shows. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * What shows while the finished set is being saved ('Saving your work...').
 * @see spec §4 "Assignment", §7 `student.mathcomplete`
 */
export function RunnerSaving({ headingRef }: RunnerSavingProps) {
  return (
    <section className="runner-outcome" aria-labelledby="runner-saving-title">
      <h2 id="runner-saving-title" ref={headingRef} tabIndex={-1}>
        You finished the assignment!
      </h2>
      <WorksheetStatus status="loading" message="Saving your work..." />
    </section>
  );
}

/** Props of {@link RunnerChoice}. */
export interface RunnerChoiceProps {
  /** The runner's state (phase `'choosing'`: score, count and the offered options). */
  state: AssignmentRunnerState;
  /** Questions solved after a wrong first try (see {@link ScoreLines}). @defaultValue 0 */
  fixedCount?: number;
  /** Called with the option the child pressed. */
  onChoose: (action: LevelAction) => void;
  /** Takes focus when the view shows. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The options screen: the score, then one big button per option the server offered, in plain
 * words ('Move up to Level 4', 'Stay on Level 3', 'Go back to Level 2').
 * @see spec §2 "Assignment runner" ("An options screen lets the student choose what to do
 *   next"), §4 "Assignment"
 */
export function RunnerChoice({ state, fixedCount, onChoose, headingRef }: RunnerChoiceProps) {
  return (
    <section className="runner-outcome runner-choice" aria-labelledby="runner-choice-title">
      <h2 id="runner-choice-title" ref={headingRef} tabIndex={-1}>
        You finished the assignment!
      </h2>
      <ScoreLines
        score={state.score ?? 0}
        correctCount={state.correctCount ?? 0}
        total={state.total}
        fixedCount={fixedCount}
      />
      <h3 className="runner-choice-question">What would you like to do next?</h3>
      <ul className="option-list">
        {state.options.map((action) => (
          <li key={action}>
            <button
              type="button"
              className="button option-button"
              data-action={action}
              onClick={() => onChoose(action)}
            >
              <span className="option-sign" aria-hidden="true">
                {action === 'advance' ? '↑' : action === 'decrease' ? '↓' : '↻'}
              </span>
              {optionText(action, state.level)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
