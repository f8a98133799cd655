import type { QuizSessionState } from '@mathcols/engine';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { quizFeedback } from './quiz-text';

/** How long after a new question its input takes focus, in ms. @see spec §9 "auto-focus delay 10 ms" */
export const QUIZ_FOCUS_DELAY_MS = 10;

/** Props of {@link QuizQuestion}. */
export interface QuizQuestionProps {
  /** The quiz snapshot (phase `'asking'` or `'answered'`). */
  state: QuizSessionState;
  /** 'Submit Answer' (or Enter) with the typed digits. */
  onSubmit: (text: string) => void;
  /** 'Next Problem' or, after the 10th answer, 'See Results'. */
  onNext: () => void;
}

/**
 * One quiz question: the question big and clear, a number input labelled 'Your answer'
 * (`inputMode="numeric"`, digits only, full-width ones read as ASCII; Enter submits), 'Submit
 * Answer' (disabled while the input is empty), then friendly feedback in a polite live region —
 * a cheer when right, kind words and the right answer when wrong — and 'Next Problem' or, after
 * the 10th, 'See Results'.
 * Focus: the input when the question appears, the Next button after an answer. Render it with
 * a `key` per question, so each question starts empty.
 * @see spec §2 "Simple quiz page", §5 "Quiz number input non-empty"
 */
export function QuizQuestion({ state, onSubmit, onNext }: QuizQuestionProps) {
  const id = useId();
  const { phase, question, lastResult } = state;
  // A quiz resumed after a reload may open on an answered question: its answer shows.
  const [answer, setAnswer] = useState(lastResult?.given ?? '');
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const answered = phase === 'answered' && lastResult !== null;

  useEffect(() => {
    if (answered) {
      next.current?.focus();
      return undefined;
    }
    // After the page's own focus handling, like the worksheet's first box.
    const timer = setTimeout(() => input.current?.focus(), QUIZ_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answered]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answered || answer.trim() === '') return;
    onSubmit(answer);
  };

  const feedback = answered ? quizFeedback(lastResult, state.index, question.text) : null;
  const result = answered ? (lastResult.correct ? 'right' : 'wrong') : undefined;

  return (
    <div className="quiz-card" data-result={result}>
      <p className="quiz-question" id={`${id}-question`}>
        <span className="mc-visually-hidden">Question: </span>
        {question.text} <span aria-hidden="true">= ?</span>
      </p>
      <form className="quiz-form" onSubmit={submit}>
        <label className="quiz-answer-label" htmlFor={`${id}-answer`}>
          Your answer
        </label>
        <div className="quiz-answer-row">
          <input
            id={`${id}-answer`}
            ref={input}
            className="quiz-answer"
            type="text"
            inputMode="numeric"
            enterKeyHint="go"
            autoComplete="off"
            maxLength={7}
            aria-describedby={`${id}-question`}
            aria-invalid={result === 'wrong' || undefined}
            readOnly={answered}
            value={answer}
            // Full-width digits from an East Asian input method ('４２') count as 42 (NFKC).
            onChange={(event) => setAnswer(event.target.value.normalize('NFKC').replace(/\D/g, ''))}
          />
          {!answered && (
            <button type="submit" className="button button-primary" disabled={answer.trim() === ''}>
              Submit Answer
            </button>
          )}
        </div>
      </form>
      <div
        className="quiz-feedback"
        id={`${id}-feedback`}
        role="status"
        aria-live="polite"
        data-result={result}
      >
        {feedback && (
          <>
            <span className="quiz-feedback-mark" aria-hidden="true">
              {result === 'right' ? '✓' : '✗'}
            </span>
            <span className="quiz-feedback-words">
              <strong>{feedback.headline}</strong> <span>{feedback.detail}</span>
            </span>
          </>
        )}
      </div>
      {answered && (
        <button
          type="button"
          ref={next}
          className="button button-primary quiz-next"
          aria-describedby={`${id}-feedback`}
          onClick={onNext}
        >
          {state.isLast ? 'See Results' : 'Next Problem'}
        </button>
      )}
    </div>
  );
}
