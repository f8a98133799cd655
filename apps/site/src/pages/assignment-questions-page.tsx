import type { WorksheetCheck } from '@mathcols/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { readAssignmentData, type AssignmentData } from '../assignments/assignment-data';
import { isAssignmentDone, keptResult } from '../assignments/assignment-progress';
import { SavedResults } from '../assignments/saved-results';
import { subjectName } from '../assignments/assignment-texts';
import { assignmentWork } from '../assignments/assignment-work';
import { errorReportFor } from '../assignments/error-report';
import { RunnerChoice, RunnerSaving } from '../assignments/runner-choice';
import { levelChangeText, RunnerResults } from '../assignments/runner-results';
import { RunnerWorking, fixedCount } from '../assignments/runner-working';
import { nextLevel, useAssignmentSave } from '../assignments/use-assignment-save';
import { canRunAssignment, useAssignmentSession } from '../assignments/use-assignment-session';
import { useStartAssignment } from '../assignments/use-start-assignment';
import { useDiagnosis } from '../diagnosis/use-diagnosis';
import { useDocumentTitle } from '../hooks/use-document-title';
import { Announcer } from '../student/announcer';
import { LevelHeader } from '../student/level-badge';
import { isPremiumStudent } from '../session/premium';
import { useSession } from '../session/use-session';

/**
 * The assignment runner (`/assignment-questions`, inside `<RequireStudent>`). Needs the
 * navigation state `{ assignmentData: { subject, subjectKey, questions, level } }` that
 * `/assignments` passes; without it (or with data the engine refuses, or a set already over in
 * this tab) the child goes back to `/assignments`.
 * @see spec §2 "Assignment runner", §4 "Assignment"
 */
export function AssignmentQuestionsPage() {
  const { state, key } = useLocation();
  const data = readAssignmentData(state);
  if (!data || !canRunAssignment(data)) return <Navigate to="/assignments" replace />;
  // A new set (another subject, or 'Try Again' at a new level) is a new runner.
  return <AssignmentEntry key={`${data.subjectKey}:${key}`} data={data} />;
}

/**
 * One visit of the runner's address: a set already over on this device (Back or a reload after
 * its result was saved) shows its kept result again ({@link SavedResults}; without one, it goes
 * to `/assignments`) instead of starting again — it would be recorded a second time, at the
 * level the child has moved to. Decided once, when the visit starts: the set this runner saves
 * is still shown.
 */
function AssignmentEntry({ data }: AssignmentRunnerViewProps) {
  const [over] = useState(() => isAssignmentDone(data) && { result: keptResult(data) });
  if (!over) return <AssignmentRunnerView data={data} />;
  if (over.result) return <SavedResults data={data} result={over.result} />;
  return <Navigate to="/assignments" replace />;
}

/** Props of {@link AssignmentRunnerView}. */
export interface AssignmentRunnerViewProps {
  /** The assignment to run (checked with `canRunAssignment`). */
  data: AssignmentData;
}

/**
 * One assignment from the first question to the results: header '{Subject} Assignment' with the
 * level badge, then the working view (progress, 'How it works', worksheet, Previous/Next/Finish),
 * saving, the options screen, and the results. The first wrong submission of a question is
 * reported for the parent (`reportError`, with its box answers); a level-up is said on screen
 * and in the live region. Focus moves to each new view's heading.
 *
 * Diagnosis (issue 12, {@link useDiagnosis}, one tracker per assignment): each question's first
 * submission is diagnosed and kept; a named bug's hint shows beside the red boxes on every wrong
 * submission of that question. No probes: the set is fixed. 'Finish' sends every question with
 * its first submission as `work` (`completeAssignment`), for the server's tracker and the
 * parent's trouble spots. 'Try Again' starts the diagnosis over with the fresh worksheets.
 *
 * 'Try Again' after a move up or down fetches a set of the new level (like Start on
 * /assignments); otherwise it starts the same questions afresh.
 *
 * Progress (answers, marks, first tries, the question shown) is kept for this tab while the
 * child works ({@link useAssignmentSession}): a reload or Back then Forward goes on where the
 * child was, for the same set only; 'Try Again' forgets it, and a saved result marks the set
 * over (see {@link AssignmentEntry}).
 * @see spec §2 "Assignment runner", §6 ("Error reports are sent only when … not in practice or
 *   free modes"), §7 `student.mathreporterror`, `student.mathcomplete`
 */
export function AssignmentRunnerView({ data }: AssignmentRunnerViewProps) {
  const name = subjectName(data.subject);
  useDocumentTitle(`${name} Assignment`);
  const api = useApiClient();
  const { student } = useSession();
  const session = useAssignmentSession(data);
  const { runner, state, worksheets, round } = session;
  const diagnosis = useDiagnosis({ subject: data.subject, session: session.diagnosis });
  const diagnosisSession = diagnosis.session;
  // Read at 'Finish' (and 'Save Again'): each question's first submission, in order.
  const work = useCallback(
    () => assignmentWork(runner.getState().questions, diagnosisSession.getState().firstAnswers),
    [runner, diagnosisSession],
  );
  const save = useAssignmentSave(runner, work);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.phase !== 'working') headingRef.current?.focus();
  }, [state.phase]);

  const onSubmit = (result: WorksheetCheck) => {
    const { index, question, subject, level, answered } = runner.getState();
    // The runner's first submission of the question (a restored question's was reported).
    const first = answered[index] !== true;
    runner.recordSubmission(result);
    // Keyed by the question's place: 'Try Again' starts the diagnosis over (see restart).
    diagnosis.submit({ key: String(index), problem: question, check: result });
    const worksheet = worksheets[index];
    if (first && !result.complete && worksheet) {
      const report = errorReportFor({
        subject,
        level,
        problem: question,
        worksheet: worksheet.getState(),
        errorCount: 1,
      });
      void api.reportError(report);
    }
  };

  const { levelChange } = save;
  const shownLevel = levelChange.status === 'done' ? levelChange.level : state.level;

  // After a move up or down, 'Try Again' means the new level: its set comes from the server
  // (the old questions would be recorded at the new level and offer the same move again).
  const nextSet = useStartAssignment();
  const levelMoved = (nextLevel(levelChange) ?? state.level) !== state.level;
  const restart = () => {
    if (levelMoved) {
      nextSet.start(data.subject, 'results');
      return;
    }
    save.reset();
    diagnosis.reset();
    session.restart();
  };

  return (
    <div className="student-page assignment-runner" data-subject={data.subject}>
      <LevelHeader title={`${name} Assignment`} level={shownLevel} subject={data.subject} />
      {state.phase === 'working' && (
        <RunnerWorking
          state={state}
          worksheets={worksheets}
          hint={diagnosis.hintFor(String(state.index))}
          round={round}
          onSubmit={onSubmit}
          onPrevious={runner.previous}
          onNext={runner.next}
          onFinish={save.finish}
        />
      )}
      {state.phase === 'saving' && <RunnerSaving headingRef={headingRef} />}
      {state.phase === 'choosing' && (
        <RunnerChoice
          state={state}
          fixedCount={fixedCount(state, worksheets)}
          onChoose={save.choose}
          headingRef={headingRef}
        />
      )}
      {state.phase === 'results' && (
        <RunnerResults
          state={state}
          fixedCount={fixedCount(state, worksheets)}
          refusal={save.refusal}
          levelChange={save.levelChange}
          onRestart={restart}
          canRedo={student ? isPremiumStudent(student) : false}
          restarting={nextSet.pendingSpot !== null}
          restartFailure={nextSet.failure?.message ?? null}
          onRetrySave={save.retrySave}
          onRetryLevel={save.retryLevel}
          headingRef={headingRef}
        />
      )}
      <Announcer message={levelChangeText(save.levelChange)} />
    </div>
  );
}
