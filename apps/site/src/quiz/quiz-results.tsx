import type { QuizBandId, QuizChoice, QuizSessionState } from '@mathcols/engine';
import { useEffect, useRef } from 'react';
import { Celebration } from '../student/celebration';
import { quizChoiceLabel, quizScoreText } from './quiz-text';

/** Props of {@link QuizResults}. */
export interface QuizResultsProps {
  /** The quiz snapshot in phase `'results'` (band, title, choices, counts). */
  state: QuizSessionState;
  /** A choice button was pressed. */
  onChoose: (choice: QuizChoice) => void;
}

/** A friendly line under each band's title. */
const BAND_LINES: Readonly<Record<QuizBandId, string>> = {
  'keep-practicing': 'Every try makes you stronger. Want another go?',
  'good-progress': "You're getting there! What would you like to do next?",
  excellent: 'Amazing! You really know these.',
};

/** The choice each band suggests most (styled as the main button). */
const MAIN_CHOICES: ReadonlySet<QuizChoice> = new Set(['retry', 'continue', 'next-level']);

/**
 * The quiz results: the band's title as a heading ('Keep Practicing!', 'Good Progress!',
 * 'Excellent Work!' — with a celebration for the top band), the score, and the band's choices
 * as buttons ('Try Again', 'Back to Assignments', 'Try Level N', 'Keep Going', 'Next Level',
 * 'Stay on Level N'; retry, continue and next level are the main ones). The results take focus when they appear, so
 * their title is read out.
 * @see spec §2 "Simple quiz page", §4 "Quiz", §9 "Quiz bands 0-4, 5-8, 9-10"
 */
export function QuizResults({ state, onChoose }: QuizResultsProps) {
  const root = useRef<HTMLElement>(null);
  const { band, title, choices, correctCount, total, level } = state;

  useEffect(() => {
    root.current?.focus();
  }, []);

  if (band === null || title === null) return null;
  const score = (
    <>
      <p className="quiz-score">{quizScoreText(correctCount, total)}</p>
      <p className="quiz-band-line">{BAND_LINES[band]}</p>
    </>
  );

  return (
    <section ref={root} className="quiz-results" data-band={band} aria-label={title} tabIndex={-1}>
      {band === 'excellent' ? (
        <Celebration title={title}>{score}</Celebration>
      ) : (
        <div className="quiz-results-card">
          <h2>{title}</h2>
          {score}
        </div>
      )}
      <div className="student-actions quiz-choices">
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={MAIN_CHOICES.has(choice) ? 'button button-primary' : 'button'}
            onClick={() => onChoose(choice)}
          >
            {quizChoiceLabel(choice, level)}
          </button>
        ))}
      </div>
    </section>
  );
}
