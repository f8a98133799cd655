import { resultBand } from '@mathcols/engine';
import { useDocumentTitle } from '../hooks/use-document-title';
import { Celebration } from '../student/celebration';
import { LevelHeader } from '../student/level-badge';
import type { AssignmentData } from './assignment-data';
import type { KeptResult } from './assignment-progress';
import { ASSIGNMENT_TEXT, RESULT_BAND_TEXT, subjectName } from './assignment-texts';
import { BackToAssignments } from './back-to-assignments';
import { ScoreLines } from './runner-choice';

/** Props of {@link SavedResults}. */
export interface SavedResultsProps {
  /** The set, saved earlier on this device. */
  data: AssignmentData;
  /** Its result as the results screen said it. */
  result: KeptResult;
}

/**
 * The results of a set saved earlier, shown again when the child reloads the results screen or
 * comes back to it with Back: 'Assignment Complete!', the score, its friendly line and 'Back to
 * Assignments'. Nothing is sent: the set is not run or recorded again.
 * @see spec §2 "Assignment runner" (results)
 */
export function SavedResults({ data, result }: SavedResultsProps) {
  const name = subjectName(data.subject);
  useDocumentTitle(`${name} Assignment`);
  return (
    <div className="student-page assignment-runner" data-subject={data.subject}>
      <LevelHeader title={`${name} Assignment`} level={data.level} subject={data.subject} />
      <section className="runner-outcome runner-results">
        <Celebration title={ASSIGNMENT_TEXT.complete}>
          <ScoreLines {...result} />
          <p className="result-band" data-band={resultBand(result.score)}>
            {RESULT_BAND_TEXT[resultBand(result.score)]}
          </p>
        </Celebration>
        <div className="student-actions runner-results-actions">
          <BackToAssignments unsaved={false} />
        </div>
      </section>
    </div>
  );
}
