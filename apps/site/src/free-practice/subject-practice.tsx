import { FREE_DIFFICULTIES, type LevelGame, type RawProblem } from '@mathcols/engine';
import { Worksheet, WorksheetStatus } from '@mathcols/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DiagnosisSession } from '../diagnosis/diagnosis-session';
import { useDiagnosis } from '../diagnosis/use-diagnosis';
import { useLevelGame } from '../hooks/use-level-game';
import { WorksheetWithHelp } from '../how-it-works/how-it-works';
import { PrintWorksheetLink } from '../print/print-link';
import { DifficultyButton } from './difficulty-button';
import { keepSubjectProgress } from './free-practice-progress';
import { LevelComplete } from './level-complete';
import { difficultyOfLevel, nearestLevelWithProblems } from './subjects';
import { MoveOnOffer } from '../student/move-on-offer';
import { ProgressDots, type SolvedResult } from '../student/progress-dots';
import { SUBJECT_LABELS } from '../student/subject-labels';

/**
 * After a wrong try, a way past a problem the child cannot solve yet: a different problem of
 * the level (the skipped one comes back after the others; it does not count as solved).
 */
export const FREE_PRACTICE_SKIP = {
  text: 'Stuck? You can try again, or try a different problem.',
  button: 'Skip This Problem',
} as const;

/** Props of {@link SubjectPractice}. */
export interface SubjectPracticeProps {
  /** The subject's level game; it keeps its state while other tabs are shown. */
  game: LevelGame;
  /**
   * The subject's diagnosis session (issue 12: bug tracker, hints, a waiting probe); it too
   * keeps its state while other tabs are shown.
   */
  diagnosis: DiagnosisSession;
  /**
   * How the problems of the game's current level solved so far went, when the page resumed a
   * visit (see `resumeFreePractice`). @defaultValue `[]`
   */
  initialResults?: readonly SolvedResult[];
}

/**
 * The line above a probe: a bonus problem, friendly, naming no mistake (the child just gets
 * another problem).
 */
export const BONUS_PROBLEM_TEXT = 'Bonus problem! Try this one too.';

/**
 * The words of a level-up: `levelUpText(5)` → 'Level 5! You did it.' (the live region says
 * them; 'Level 5!' comes first, so it is heard first).
 * @see visual.md principle 4 ("Celebrate, briefly")
 */
export function levelUpText(level: number): string {
  return `Level ${level}! You did it.`;
}

/**
 * The free practice of one subject: 'Level N - i/total Problems Completed' with a dot per
 * problem of the level ({@link ProgressDots}: a filled tick for one right at the first try, a
 * light tick for one fixed after a wrong try, a ring round the one on screen), the difficulty
 * buttons, and the current problem's worksheet. A problem counts, and its dot fills, as soon as
 * it is solved ('Correct! 🎉'), so the tenth shows '10/10'. Solving a problem and pressing
 * 'Next Problem →' advances the level game, which moves to the next level after the last
 * problem (or stays when that level has no problems: {@link LevelComplete} then celebrates and
 * offers the level again).
 *
 * A level-up is said, not silent: a short celebration line ('Level 5! You did it.', see
 * {@link levelUpText}) appears at the end of the difficulty buttons' row, or under them on a
 * narrow screen, in room kept for it (the worksheet below never moves), in a polite live region
 * that is always present (so screen readers announce it), with a CSS pop under a second that
 * does not move under `prefers-reduced-motion: reduce`. It stays until the child goes on to
 * the next problem or picks a difficulty.
 *
 * The tab keeps the level and the dots (`keepSubjectProgress`), so a reload goes on at the same
 * level and count; a problem solved but not yet left is gone past then.
 *
 * After a wrong try the child may skip the problem ({@link FREE_PRACTICE_SKIP}): the game's
 * `generateNewProblem` shows the level's next problem without counting this one, which comes
 * back after the others, so a problem too hard today is never a dead end.
 *
 * The first box takes focus only after the child asked for a new problem (Next Problem, Skip,
 * a difficulty's Start), never when the tab merely opens, so arrowing through the tabs keeps
 * focus on the tabs.
 *
 * Diagnosis (issue 12, {@link useDiagnosis}): each problem's first submission is diagnosed; a
 * named bug's hint shows beside the red boxes (on every wrong submission of that problem).
 * When that submission made a bug suspected, 'Next Problem →' serves the engine's probe for
 * the level ('Bonus problem! Try this one too.') before the next problem of the level. A probe
 * is extra: it does not count in 'Problems Completed' nor move the level game, so the child
 * never skips one of the level's problems; its 'Next Problem →' goes on to the level's next
 * problem. Picking a difficulty drops a waiting probe. 'How it works' for the subject stands
 * beside the worksheet.
 *
 * @see spec §2 "Free practice", §2 "Worksheet behaviour", docs/diagnosis.md "In the product"
 */
export function SubjectPractice({
  game,
  diagnosis: session,
  initialResults = [],
}: SubjectPracticeProps) {
  const state = useLevelGame(game);
  const diagnosis = useDiagnosis({ subject: state.subject, session });
  const [round, setRound] = useState(0);
  const [focusNextWorksheet, setFocusNextWorksheet] = useState(false);
  const [reachedLevel, setReachedLevel] = useState<number | null>(null);
  /** How each problem of the level solved so far went, in the order solved (the dots). */
  const [solved, setSolved] = useState<readonly SolvedResult[]>(initialResults);
  /**
   * How the level problem on screen was solved (right at the first try, or fixed), once it is:
   * it counts, and its dot fills, at 'Correct!', so the tenth shows '10/10' before the level-up.
   */
  const [solvedNow, setSolvedNow] = useState<SolvedResult | undefined>(undefined);
  /**
   * The last submission with red boxes, by the key of its problem (that problem may be skipped);
   * a new object per submission, so the offer is shown again each time.
   */
  const [wrong, setWrong] = useState<{ readonly key: string } | null>(null);
  const subjectLabel = SUBJECT_LABELS[state.subject];
  const current = difficultyOfLevel(state.currentLevel);

  const startLevel = (level: number) => {
    setReachedLevel(null);
    setSolved([]);
    setSolvedNow(undefined);
    diagnosis.dropProbe();
    game.startLevel(level);
    setRound((value) => value + 1);
    setFocusNextWorksheet(true);
  };

  const nextProblem = () => {
    setFocusNextWorksheet(true);
    if (!diagnosis.moveOn()) {
      // A probe is done: the level's next problem is still waiting (a probe has no dot).
      setReachedLevel(null);
      return;
    }
    const before = game.getState().currentLevel;
    game.nextProblem();
    const after = game.getState().currentLevel;
    setReachedLevel(after > before ? after : null);
    const result = solvedNow ?? 'right';
    setSolvedNow(undefined);
    setSolved((previous) => (after > before ? [] : [...previous, result]));
  };

  /** A different problem of the level instead of this one, which comes back later. */
  const skipProblem = () => {
    setWrong(null);
    setFocusNextWorksheet(true);
    game.generateNewProblem();
  };

  const { probe } = diagnosis;
  const worksheetFor = (key: string, problem: RawProblem) => (
    <Worksheet
      key={key}
      problem={problem}
      hint={diagnosis.hintFor(key)}
      onSubmit={(check) => {
        setWrong(check.complete ? null : { key });
        diagnosis.submit({ key, problem, check, level: game.getState().currentLevel });
      }}
      onComplete={(check) => {
        // A probe is extra: it has no dot and does not count.
        if (key !== diagnosis.probe?.key) setSolvedNow(check.attempts === 1 ? 'right' : 'fixed');
      }}
      onNextProblem={nextProblem}
      // Focus follows the child's own request for a new problem (spec §9 auto-focus).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusNextWorksheet}
    />
  );

  // The problem on screen, if any: 'How it works' explains it.
  let shown: RawProblem | null = null;
  let body: ReactNode;
  if (probe) {
    shown = probe.problem;
    body = (
      <>
        <p className="bonus-problem">
          <span className="bonus-problem-star" aria-hidden="true">
            ★
          </span>{' '}
          {BONUS_PROBLEM_TEXT}
        </p>
        {worksheetFor(probe.key, shown)}
      </>
    );
  } else if (state.isComplete) {
    body = (
      <LevelComplete
        subject={subjectLabel.toLowerCase()}
        level={state.currentLevel}
        onPlayAgain={() => startLevel(state.currentLevel)}
        takeFocus={focusNextWorksheet}
      />
    );
  } else if (state.problem === null) {
    // Today's set has no problems at this level: 'Generate New Problem' goes to the nearest
    // level that has some (none at all: no button, there is nothing to offer).
    const nearest = nearestLevelWithProblems(state.availableLevels, state.currentLevel);
    body = (
      <WorksheetStatus
        status="empty"
        onGenerate={nearest === null ? undefined : () => startLevel(nearest)}
      />
    );
  } else {
    shown = state.problem;
    const key = `${round}-${state.currentLevel}-${state.currentProblemIndex}`;
    body = (
      <>
        {worksheetFor(key, shown)}
        {wrong?.key === key && (
          <MoveOnOffer
            text={FREE_PRACTICE_SKIP.text}
            button={FREE_PRACTICE_SKIP.button}
            onMoveOn={skipProblem}
            reveal={wrong}
          />
        )}
      </>
    );
  }

  // The level problem on screen counts as soon as it is solved (a probe's 'Correct!' does not).
  const results = useMemo(
    () => (solvedNow !== undefined && !probe ? [...solved, solvedNow] : solved),
    [probe, solved, solvedNow],
  );
  const completed = state.problemsCompleted + results.length - solved.length;
  // The tab keeps where the visitor is, so a reload goes on at the same level, count and dots.
  useEffect(() => {
    keepSubjectProgress(state.subject, { level: state.currentLevel, results });
  }, [state.subject, state.currentLevel, results]);
  return (
    <div className="subject-practice">
      <div className="level-progress" role="status" data-subject={state.subject}>
        <ProgressDots
          text={`Level ${state.currentLevel} - ${completed}/${state.levelProblems.length} Problems Completed`}
          current={state.problemsCompleted}
          total={state.levelProblems.length}
          results={results}
        />
      </div>
      {/* The level-up line keeps its room (beside or under the buttons), so the worksheet below
          does not move when it comes and goes. */}
      <div className="practice-toolbar">
        <div className="difficulty-group" role="group" aria-label={`${subjectLabel} difficulty`}>
          {FREE_DIFFICULTIES.map((difficulty) => (
            <DifficultyButton
              key={difficulty.name}
              subject={state.subject}
              difficulty={difficulty}
              current={difficulty === current}
              onStart={startLevel}
            />
          ))}
        </div>
        <p className="level-up" role="status" aria-live="polite">
          {reachedLevel !== null && (
            <span key={reachedLevel} className="level-up-line">
              <span className="level-up-star" aria-hidden="true">
                ★
              </span>{' '}
              {levelUpText(reachedLevel)}
            </span>
          )}
        </p>
      </div>
      <WorksheetWithHelp subject={state.subject} problem={shown}>
        {body}
      </WorksheetWithHelp>
      <p className="free-practice-print">
        <PrintWorksheetLink subject={state.subject} level={state.currentLevel} />
      </p>
    </div>
  );
}
