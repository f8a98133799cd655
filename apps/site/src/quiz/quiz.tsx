import { quizChoiceLevel, type QuizChoice, type QuizSettings } from '@mathcols/engine';
import { Link, useNavigate } from 'react-router-dom';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { LevelHeader } from '../student/level-badge';
import { ProgressDots, type StepResult } from '../student/progress-dots';
import { QuizQuestion } from './quiz-question';
import { QuizResults } from './quiz-results';
import { useQuizSession } from './use-quiz-session';

/** Props of {@link Quiz}. */
export interface QuizProps {
  /** Operation and level (from `parseQuizSettings`). Give the component a `key` made of both. */
  settings: QuizSettings;
  /** The seed of a new quiz (a quiz kept in the tab wins). @defaultValue a new random seed */
  seed?: string;
}

/**
 * The quick quiz: '{Subject} Quiz' with the level badge, 'Problems: n/10' with a dot per
 * question (a tick or a cross once answered), 'Correct: n', the question (see
 * {@link QuizQuestion}), then the results (see {@link QuizResults}). A choice at the results
 * restarts the quiz: at the same level in place (new questions), at another level by moving to
 * `?operation=…&level=…` (the page then starts a new quiz); 'Back to Assignments' goes to
 * /assignments. A 'Back to Assignments' link is always on the page (on the results it is the
 * band's own button when the band offers it). A reload goes on with the same questions and
 * answers (see `useQuizSession`).
 * @see spec §2 "Simple quiz page", §4 "Quiz"
 */
export function Quiz({ settings, seed }: QuizProps) {
  const navigate = useNavigate();
  const { quiz, state, marks, submitAnswer } = useQuizSession(settings, seed);
  const results = marks.map((right): StepResult => (right ? 'right' : 'wrong'));
  const subjectLabel = SUBJECT_LABELS[state.operation];

  const choose = (choice: QuizChoice) => {
    const level = quizChoiceLevel(choice, state.level);
    if (level === null) {
      navigate('/assignments');
    } else if (level === state.level) {
      quiz.restart();
    } else {
      const params = new URLSearchParams({ operation: state.operation, level: String(level) });
      navigate({ search: `?${params.toString()}` }, { replace: true });
    }
  };

  const offersBack = state.phase === 'results' && state.choices.includes('back-to-assignments');

  return (
    <div className="student-page quiz-page" data-subject={state.operation}>
      <LevelHeader title={`${subjectLabel} Quiz`} level={state.level} subject={state.operation} />
      <div className="quiz-status">
        <ProgressDots
          text={`Problems: ${state.answeredCount}/${state.total}`}
          current={state.phase === 'results' ? state.total : state.index}
          total={state.total}
          results={results}
        />
        <p className="quiz-correct">
          Correct: <strong>{state.correctCount}</strong>
        </p>
      </div>
      {state.phase === 'results' ? (
        <QuizResults key={state.seed} state={state} onChoose={choose} />
      ) : (
        <QuizQuestion
          key={`${state.seed}-${state.index}`}
          state={state}
          onSubmit={submitAnswer}
          onNext={quiz.nextProblem}
        />
      )}
      {!offersBack && (
        <div className="student-actions quiz-footer">
          <Link className="button" to="/assignments">
            Back to Assignments
          </Link>
        </div>
      )}
    </div>
  );
}
