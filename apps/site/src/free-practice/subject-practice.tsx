import { FREE_DIFFICULTIES, type LevelGame } from '@mathcols/engine';
import { Worksheet, WorksheetStatus } from '@mathcols/react';
import { useState, type ReactNode } from 'react';
import { useLevelGame } from '../hooks/use-level-game';
import { DifficultyDialog } from './difficulty-dialog';
import { SUBJECT_LABELS } from './subjects';

/** Props of {@link SubjectPractice}. */
export interface SubjectPracticeProps {
  /** The subject's level game; it keeps its state while other tabs are shown. */
  game: LevelGame;
}

/**
 * The free practice of one subject: 'Level N - i/total Problems Completed', the difficulty
 * buttons, and the current problem's worksheet. Solving a problem and pressing
 * 'Next Problem →' advances the level game, which moves to the next level after the last
 * problem (or stays when that level has no problems).
 *
 * The first box takes focus only after the child asked for a new problem (Next Problem, a
 * difficulty's Start), never when the tab merely opens, so arrowing through the tabs keeps
 * focus on the tabs.
 *
 * @see spec §2 "Free practice", §2 "Worksheet behaviour"
 */
export function SubjectPractice({ game }: SubjectPracticeProps) {
  const state = useLevelGame(game);
  const [round, setRound] = useState(0);
  const [focusNextWorksheet, setFocusNextWorksheet] = useState(false);
  const subjectLabel = SUBJECT_LABELS[state.subject];

  const startLevel = (level: number) => {
    game.startLevel(level);
    setRound((value) => value + 1);
    setFocusNextWorksheet(true);
  };

  const nextProblem = () => {
    setFocusNextWorksheet(true);
    game.nextProblem();
  };

  let body: ReactNode;
  if (state.isComplete) {
    body = (
      <p className="level-complete">
        Great job! You solved all the {subjectLabel.toLowerCase()} problems of Level{' '}
        {state.currentLevel}!
      </p>
    );
  } else if (state.problem === null) {
    body = <WorksheetStatus status="empty" />;
  } else {
    body = (
      <Worksheet
        key={`${round}-${state.currentLevel}-${state.currentProblemIndex}`}
        problem={state.problem}
        onNextProblem={nextProblem}
        // Focus follows the child's own request for a new problem (spec §9 auto-focus).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusNextWorksheet}
      />
    );
  }

  return (
    <div className="subject-practice">
      <p className="level-progress" role="status">
        Level {state.currentLevel} - {state.problemsCompleted}/{state.levelProblems.length} Problems
        Completed
      </p>
      <div className="difficulty-group" role="group" aria-label={`${subjectLabel} difficulty`}>
        {FREE_DIFFICULTIES.map((difficulty) => (
          <DifficultyDialog
            key={difficulty.name}
            subject={state.subject}
            difficulty={difficulty}
            onStart={startLevel}
          />
        ))}
      </div>
      {body}
    </div>
  );
}
