import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { PRACTICE_SESSION_LENGTH } from '@mathcols/engine';
import { Worksheet, WorksheetStatus, type WorksheetCheck } from '@mathcols/react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SUBJECT_LABELS } from '../free-practice/subjects';
import { Announcer } from '../student/announcer';
import { PrintWorksheetLink } from '../print/print-link';
import { LevelBadge } from '../student/level-badge';
import { ProgressDots } from '../student/progress-dots';
import { PracticeCompleteDialog } from './practice-complete-dialog';
import type { PracticeChoice } from './practice-subjects';
import { usePracticeSet } from './use-practice-set';
import { usePracticeSession } from './use-practice-session';

/** Props of {@link PracticeRun}. */
export interface PracticeRunProps {
  /** The subject and level being practised. */
  choice: PracticeChoice;
  /** 'Change Level/Type' was pressed: back to the picker. */
  onChangeChoice: () => void;
}

/** The result of the last submission of the problem shown (`key` names the problem). */
interface LastCheck {
  readonly key: string;
  readonly complete: boolean;
}

/**
 * Practising one subject and level: the worksheet as the hero, the counters 'Problems
 * Completed' (with ten dots) and 'Incorrect Answers' (announced politely when they change),
 * 'Change Level/Type' and 'Back to Dashboard'.
 *
 * Counting (the engine's practice session): a problem counts when the child moves on. After a
 * correct submission the worksheet's 'Next Problem →' counts it as completed; after a wrong
 * one the child may press 'Try Again' or move on with the 'Next Problem →' this page offers,
 * which counts it as incorrect. When a set runs out before 10 are completed, another set is
 * fetched. At 10 completed the 'Practice Session Complete!' dialog opens; 'Do More Practice'
 * starts over with a fresh set and both counters at 0.
 * @see spec §2 "Practice Problems", §4 "Practice session", §8 "Practice loading"
 */
export function PracticeRun({ choice, onChangeChoice }: PracticeRunProps) {
  const navigate = useNavigate();
  const { subject, level } = choice;
  const set = usePracticeSet(subject, level);
  const { session, state } = usePracticeSession();
  const [lastCheck, setLastCheck] = useState<LastCheck | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { state: setState } = set;
  const key = setState.status === 'ready' ? setState.key : '';
  const checked = lastCheck !== null && lastCheck.key === key ? lastCheck : null;

  const goNext = (allCorrect: boolean) => {
    session.next({ allCorrect });
    const after = session.getState();
    setAnnouncement(
      allCorrect
        ? `Problems Completed: ${after.completed} of ${PRACTICE_SESSION_LENGTH}`
        : `Incorrect Answers: ${after.incorrect}`,
    );
    if (!after.finished) set.advance();
  };

  const doMore = () => {
    session.restart();
    setAnnouncement('');
    set.reload();
  };

  let hero: ReactNode;
  if (setState.status === 'loading') {
    hero = (
      <WorksheetStatus
        status="loading"
        message={setState.more ? 'Getting problems ready...' : undefined}
      />
    );
  } else if (setState.status === 'timeout') {
    hero = (
      <WorksheetStatus
        status="error"
        message={API_ERROR_MESSAGES.loadingTimeout}
        onRetry={set.reload}
      />
    );
  } else if (setState.status === 'error') {
    hero = <WorksheetStatus status="error" message={setState.message} onRetry={set.reload} />;
  } else {
    hero = (
      <>
        <Worksheet
          key={key}
          problem={setState.problem}
          onSubmit={(result: WorksheetCheck) => setLastCheck({ key, complete: result.complete })}
          onNextProblem={() => goNext(true)}
        />
        {checked !== null && !checked.complete && !state.finished && (
          <div className="practice-move-on">
            <p>You can try again, or go on to the next problem.</p>
            <button type="button" className="button" onClick={() => goNext(false)}>
              Next Problem →
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="practice-run" data-subject={subject}>
      <div className="practice-run-header">
        <h2 className="practice-run-title">{SUBJECT_LABELS[subject]}</h2>
        <LevelBadge level={level} subject={subject} />
      </div>
      <div className="practice-counters">
        <ProgressDots
          className="practice-counter"
          text={`Problems Completed: ${state.completed}/${PRACTICE_SESSION_LENGTH}`}
          current={state.completed}
          total={PRACTICE_SESSION_LENGTH}
          results={Array.from({ length: state.completed }, () => 'right' as const)}
        />
        <p className="practice-counter" data-kind="incorrect">
          Incorrect Answers: <strong>{state.incorrect}</strong>
        </p>
      </div>
      <Announcer message={announcement} />
      <div className="student-worksheet practice-hero">{hero}</div>
      <div className="student-actions practice-run-actions">
        <button type="button" className="button" onClick={onChangeChoice}>
          Change Level/Type
        </button>
        <Link className="button" to="/student-dashboard">
          Back to Dashboard
        </Link>
        <PrintWorksheetLink subject={subject} level={level} />
      </div>
      <PracticeCompleteDialog
        open={state.finished}
        incorrect={state.incorrect}
        onReturn={() => navigate('/student-dashboard')}
        onMore={doMore}
      />
    </div>
  );
}
