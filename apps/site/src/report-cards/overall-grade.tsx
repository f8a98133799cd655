import type { LetterGrade, ProgressBand } from '@mathcols/engine';
import { useId } from 'react';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { PROGRESS_TEXT } from '../progress/progress-text';
import { ScoreGrade } from '../progress/score-grade';
import type { Subject } from '@mathcols/engine';
import { REPORT_CARDS_TEXT } from './report-cards-text';

/** Props of {@link OverallGrade}. Every number comes from the server (the engine's grading). */
export interface OverallGradeProps {
  /** The overall score 0–100, or `null` before the first finished set. */
  score: number | null;
  /** Its letter grade. */
  grade: LetterGrade | undefined;
  /** Its colour band (also `data-band`); the words always carry the grade. */
  band: ProgressBand | undefined;
  /** The subjects the score is the mean of. */
  subjects: readonly Subject[];
}

/**
 * The child's overall grade in one line a parent reads at a glance: a round grade mark (hidden
 * from screen readers: the words repeat it), 'Overall grade', '85% · Grade B' and which subjects
 * it is based on — or, before the first finished set, a sentence saying scores come later.
 * @see spec §2 "Report Cards" ("overall grade"), §9 "overall score is the mean of subject scores
 *   with completion"
 */
export function OverallGrade({ score, grade, band, subjects }: OverallGradeProps) {
  const titleId = useId();
  const scored = score !== null && grade !== undefined;
  return (
    <section className="report-overall" aria-labelledby={titleId} data-band={band}>
      {scored && (
        <span className="report-overall-mark" aria-hidden="true">
          {grade}
        </span>
      )}
      <div className="report-overall-words">
        <h3 id={titleId}>{REPORT_CARDS_TEXT.overallTitle}</h3>
        {scored ? (
          <>
            <ScoreGrade
              className="report-overall-score"
              score={PROGRESS_TEXT.average(score)}
              grade={PROGRESS_TEXT.grade(grade)}
              gradeClassName="report-overall-grade"
            />
            <p className="report-overall-based">
              {PROGRESS_TEXT.basedOn(subjects.map((subject) => SUBJECT_LABELS[subject]))}
            </p>
          </>
        ) : (
          <p className="report-overall-based">{REPORT_CARDS_TEXT.noOverall}</p>
        )}
      </div>
    </section>
  );
}
