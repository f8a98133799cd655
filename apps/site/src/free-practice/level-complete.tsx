import { useEffect, useId, useRef } from 'react';
import { EmptyState } from '../student/empty-state';

/** Props of {@link LevelComplete}. */
export interface LevelCompleteProps {
  /** The subject's name in the sentence, lower case: 'addition'. */
  subject: string;
  /** The level whose problems are all solved, 0 … 19. */
  level: number;
  /** 'Play Level N again': starts the level over from its first problem. */
  onPlayAgain: () => void;
  /**
   * Focus 'Play Level N again' when shown: the child's 'Next Problem →' has just gone, so focus
   * lands on the way on, not on the page.
   */
  takeFocus: boolean;
}

/**
 * The end of free practice in a subject, when the level just finished has no next level today
 * (the last, 19, or a day's sets stopping early): a short celebration with stars, the spec's
 * 'Great job! …' sentence, when new problems come, and one button to play the level again.
 * The button is described by the sentence, so a screen reader that lands on it hears both.
 * @see spec §2 "Free practice" ("If no problems exist for the next level, the user stays at the
 *   current one"), visual.md principles 4 and 8
 */
export function LevelComplete({ subject, level, onPlayAgain, takeFocus }: LevelCompleteProps) {
  const messageId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);

  return (
    <EmptyState
      className="level-complete"
      picture="stars"
      message={
        <span id={messageId}>
          Great job! You solved all the {subject} problems of Level {level}! New problems come
          tomorrow.
        </span>
      }
      action={
        <button
          ref={button}
          type="button"
          className="button button-primary"
          aria-describedby={messageId}
          onClick={onPlayAgain}
        >
          Play Level {level} again
        </button>
      }
    />
  );
}
