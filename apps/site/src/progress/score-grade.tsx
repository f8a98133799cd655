/** Props of {@link ScoreGrade}. */
export interface ScoreGradeProps {
  /** The score as written, e.g. '85%'. */
  score: string;
  /** The letter grade as written, e.g. 'Grade B'. */
  grade: string;
  /** Class of the line. */
  className: string;
  /** Class of the score. @defaultValue none */
  scoreClassName?: string;
  /** Class of the grade. */
  gradeClassName: string;
}

/**
 * A score and its letter grade on one line, '85% · Grade B'. The dot is for the eyes only; a
 * plain space keeps the two apart for screen readers ('85% Grade B', not '85%Grade B').
 * @see spec §2 "My Progress", "Report Cards"
 */
export function ScoreGrade({
  score,
  grade,
  className,
  scoreClassName,
  gradeClassName,
}: ScoreGradeProps) {
  return (
    <p className={className}>
      <span className={scoreClassName}>{score}</span> <span aria-hidden="true">· </span>
      <span className={gradeClassName}>{grade}</span>
    </p>
  );
}
