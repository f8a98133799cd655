import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { PRACTICE_SESSION_LENGTH, type RawProblem } from '@mathcols/engine';
import { Worksheet, WorksheetStatus, type WorksheetCheck } from '@mathcols/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDiagnosis } from '../diagnosis/use-diagnosis';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { WorksheetWithHelp } from '../how-it-works/how-it-works';
import { Announcer } from '../student/announcer';
import { PrintWorksheetLink } from '../print/print-link';
import { LevelBadge } from '../student/level-badge';
import { MoveOnOffer } from '../student/move-on-offer';
import { ProgressDots, type SolvedResult } from '../student/progress-dots';
import { PracticeCompleteDialog } from './practice-complete-dialog';
import {
  keepPracticeProgress,
  type PracticeCurrent,
  type PracticeProgress,
} from './practice-progress';
import type { PracticeChoice } from './practice-subjects';
import { usePracticeSet } from './use-practice-set';
import { usePracticeSession } from './use-practice-session';
import { RESUMED_KEY, useResumedProblem, type LastCheck } from './use-resumed-problem';

/** Props of {@link PracticeRun}. */
export interface PracticeRunProps {
  /** The subject and level being practised. */
  choice: PracticeChoice;
  /** 'Change Level/Type' was pressed: back to the picker. */
  onChangeChoice: () => void;
  /** The run the tab kept, when the page resumes it after a reload (counters and problem). */
  resume?: PracticeProgress;
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
 * starts over with a fresh set and both counters at 0. A completed problem's dot has a filled
 * tick when it was right at the first try and a light one when it was fixed after a wrong try
 * (as in free practice and the assignment runner; the counters stay as spec §4 counts). The tab
 * keeps the choice, counters, dots and the problem on screen with its digits and marks while
 * the child practises (`keepPracticeProgress`), so a reload goes on with them: a problem solved
 * but not yet counted is shown again with 'Next Problem →' ({@link useResumedProblem}).
 *
 * Diagnosis (issue 12, {@link useDiagnosis}, one tracker per run): each problem's first
 * submission is diagnosed; a named bug's hint shows beside the red boxes on every wrong
 * submission of that problem. When that submission made a bug suspected, the next problem is
 * the engine's probe for the level, once; after it the set goes on where it was (no problem
 * skipped). A probe is a real problem of the level, so it counts like any other in 'Problems
 * Completed' or 'Incorrect Answers'. 'How it works' for the subject stands beside the worksheet.
 * @see spec §2 "Practice Problems", §4 "Practice session", §8 "Practice loading",
 *   docs/diagnosis.md "In the product"
 */
export function PracticeRun({ choice, onChangeChoice, resume }: PracticeRunProps) {
  const navigate = useNavigate();
  const { subject, level } = choice;
  const set = usePracticeSet(subject, level);
  const { session, state } = usePracticeSession(resume);
  /** How each completed problem went (right at once, or fixed after a wrong try): the dots. */
  const [results, setResults] = useState<readonly SolvedResult[]>(resume?.results ?? []);
  const { resumed, leave: leaveResumed } = useResumedProblem(resume?.current);
  const diagnosis = useDiagnosis({ subject });
  const [lastCheck, setLastCheck] = useState<LastCheck | null>(resumed?.lastCheck ?? null);
  // The child's work on the problem shown (`key`), once they typed or submitted.
  const [work, setWork] = useState<{ key: string; current: PracticeCurrent } | null>(
    resumed && resume?.current ? { key: RESUMED_KEY, current: resume.current } : null,
  );
  const [announcement, setAnnouncement] = useState('');
  const { state: setState } = set;
  const { probe } = diagnosis;
  // Shown before the set's next problem: a resumed problem, else the diagnosis's probe.
  const ahead = resumed ? { key: RESUMED_KEY, problem: resumed.problem } : probe;
  const key = ahead ? ahead.key : setState.status === 'ready' ? setState.key : '';
  const checked = lastCheck !== null && lastCheck.key === key ? lastCheck : null;
  // The tab keeps the choice, counters, dots and the work on the problem shown, so a reload goes
  // on with them (a finished run is forgotten).
  const shownWork = work !== null && work.key === key ? work.current : undefined;
  useEffect(
    () => keepPracticeProgress(choice, state, results, shownWork),
    [choice, state, results, shownWork],
  );

  const goNext = (allCorrect: boolean) => {
    if (allCorrect && !session.getState().finished) {
      const result = checked !== null && checked.attempts > 1 ? 'fixed' : 'right';
      setResults((previous) => [...previous, result]);
    }
    session.next({ allCorrect });
    const after = session.getState();
    setAnnouncement(
      allCorrect
        ? `Problems Completed: ${after.completed} of ${PRACTICE_SESSION_LENGTH}`
        : `Incorrect Answers: ${after.incorrect}`,
    );
    // The set's own problem waits behind a resumed one, not yet seen.
    const fromResumed = key === RESUMED_KEY;
    if (fromResumed) leaveResumed();
    if (after.finished) {
      diagnosis.dropProbe();
      return;
    }
    // After a probe the set's next problem is still waiting: advance only past its own.
    if (diagnosis.moveOn() && !fromResumed) set.advance();
  };

  const doMore = () => {
    session.restart();
    setResults([]);
    diagnosis.dropProbe();
    setAnnouncement('');
    set.reload();
  };

  const worksheetFor = (problem: RawProblem) => (
    <>
      <Worksheet
        key={key}
        problem={problem}
        store={key === RESUMED_KEY ? resumed?.store : undefined}
        hint={diagnosis.hintFor(key)}
        onAnswersChange={(answers) => {
          const attempts = checked?.attempts ?? 0;
          setWork({ key, current: { problem, answers, submitted: false, attempts } });
        }}
        onSubmit={(check: WorksheetCheck) => {
          const attempts =
            check.attempts + (key === RESUMED_KEY ? (resumed?.earlierAttempts ?? 0) : 0);
          setLastCheck({ key, complete: check.complete, attempts });
          setWork({ key, current: { problem, answers: check.answers, submitted: true, attempts } });
          diagnosis.submit({ key, problem, check, level });
        }}
        onNextProblem={() => goNext(true)}
      />
      {checked !== null && !checked.complete && !state.finished && (
        <MoveOnOffer
          text="You can try again, or go on to the next problem."
          button="Next Problem →"
          onMoveOn={() => goNext(false)}
          reveal={checked}
        />
      )}
    </>
  );

  // The problem on screen, if any: 'How it works' explains it.
  let shown: RawProblem | null = null;
  let hero: ReactNode;
  if (ahead) {
    shown = ahead.problem;
    hero = worksheetFor(shown);
  } else if (setState.status === 'loading') {
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
    shown = setState.problem;
    hero = worksheetFor(shown);
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
          results={results}
        />
        <p className="practice-counter" data-kind="incorrect">
          Incorrect Answers: <strong>{state.incorrect}</strong>
        </p>
      </div>
      <Announcer message={announcement} />
      <WorksheetWithHelp subject={subject} problem={shown}>
        <div className="student-worksheet practice-hero">{hero}</div>
      </WorksheetWithHelp>
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
