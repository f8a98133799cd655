import type { LetterGrade, ProgressBand } from '@mathcols/engine';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../student/empty-state';
import { PROGRESS_TEXT } from './progress-text';
import { ScoreGrade } from './score-grade';

/** Props of {@link ProgressSummary}. Every number comes from the engine; nothing is computed. */
export interface ProgressSummaryProps {
  /** The average score, a whole percent 0–100, or `null` before the first finished set. */
  average: number | null;
  /** The letter grade of the average (the engine's `letterGrade`). @defaultValue none */
  grade?: LetterGrade;
  /** The colour band of the average (the engine's `progressBand`). @defaultValue none */
  band?: ProgressBand;
  /** The names of the subjects the average is made of, e.g. ['Addition', 'Subtraction']. */
  subjects: readonly string[];
}

/**
 * The top of My Progress, read at a glance: a big round grade mark, the heading 'Average score'
 * with '80%' and 'Grade B' in words, a friendly line for the grade and which subjects the
 * average covers. Before the first finished set it is an empty state instead: one sentence and
 * a 'Go to Assignments' button.
 *
 * The round mark repeats the words, so it is hidden from screen readers; its colour follows the
 * band (`data-band`) but the words always carry the grade.
 * @see spec §2 "My Progress" (average score, letter grade), §5 "Grades", §9 "overall score"
 */
export function ProgressSummary({ average, grade, band, subjects }: ProgressSummaryProps) {
  const titleId = useId();
  if (average === null || grade === undefined) {
    return (
      <EmptyState
        className="progress-empty"
        picture="stars"
        message={PROGRESS_TEXT.empty}
        action={
          <Link className="button button-primary" to="/assignments">
            {PROGRESS_TEXT.emptyAction}
          </Link>
        }
      />
    );
  }
  return (
    <section className="progress-summary" aria-labelledby={titleId} data-band={band}>
      <span className="progress-grade-mark" aria-hidden="true">
        {grade}
      </span>
      <div className="progress-summary-words">
        <h2 id={titleId} className="progress-summary-title">
          {PROGRESS_TEXT.averageTitle}
        </h2>
        <ScoreGrade
          className="progress-average"
          score={PROGRESS_TEXT.average(average)}
          scoreClassName="progress-average-number"
          grade={PROGRESS_TEXT.grade(grade)}
          gradeClassName="progress-average-grade"
        />
        <p className="progress-cheer">{PROGRESS_TEXT.cheer[grade]}</p>
        <p className="progress-based-on">{PROGRESS_TEXT.basedOn(subjects)}</p>
      </div>
    </section>
  );
}
