import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QUIZ_PROGRESS_KEY } from '../quiz/quiz-progress';
import { answerBox, questionText, rightAnswer, wrongAnswer } from '../testing/quiz-page';
import { fakeApiClient, renderRoute } from '../testing/render-route';

/**
 * Opens the quiz as a signed-in student, in strict mode (effects run twice on mount, as in
 * development). Opening it again after `unmount()` is what a reload in the same tab does.
 */
function openQuiz(entry = '/math-problems?operation=addition&level=3') {
  const api = fakeApiClient(undefined, { session: { student: {} } });
  return { ...renderRoute(entry, { api, strict: true }), user: userEvent.setup() };
}

/** Types an answer and presses Enter (the feedback shows). */
async function submit(user: UserEvent, text: string) {
  await waitFor(() => expect(answerBox()).toHaveFocus());
  await user.keyboard(`${text}{Enter}`);
  await screen.findByRole('button', { name: /^(Next Problem|See Results)$/ });
}

/** Answers one question and presses Enter again on 'Next Problem'. */
async function answer(user: UserEvent, text: string) {
  await submit(user, text);
  await user.keyboard('{Enter}');
}

const dots = () =>
  [...document.querySelectorAll<HTMLElement>('.progress-dot')].map((dot) => dot.textContent);

describe('MathProblemsPage keeps the quiz in the tab', () => {
  it('a reload goes on at question 4 with the same question, counters and marks', async () => {
    const first = openQuiz();
    await answer(first.user, rightAnswer());
    await answer(first.user, wrongAnswer());
    await answer(first.user, rightAnswer());
    await waitFor(() => expect(answerBox()).toHaveFocus());
    const fourth = questionText();
    first.unmount();

    const second = openQuiz();
    expect(screen.getByText('Problems: 3/10')).toBeVisible();
    expect(screen.getByText(/^Correct:/)).toHaveTextContent('Correct: 2');
    expect(questionText()).toBe(fourth);
    expect(dots().slice(0, 4)).toEqual(['✓', '✗', '✓', '']);
    await answer(second.user, rightAnswer());
    expect(screen.getByText('Problems: 4/10')).toBeVisible();
    expect(screen.getByText(/^Correct:/)).toHaveTextContent('Correct: 3');
  });

  it('a reload while the feedback shows keeps it, with Next Problem to go on', async () => {
    const first = openQuiz();
    await answer(first.user, rightAnswer());
    const expected = rightAnswer();
    const wrong = wrongAnswer();
    await submit(first.user, wrong);
    first.unmount();

    const second = openQuiz();
    expect(screen.getByRole('status')).toHaveTextContent(`Nice try! The answer is ${expected}.`);
    expect(answerBox()).toHaveValue(wrong);
    expect(screen.getByText('Problems: 2/10')).toBeVisible();
    expect(dots().slice(0, 3)).toEqual(['✓', '✗', '']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next Problem' })).toHaveFocus());
    await second.user.keyboard('{Enter}');
    await waitFor(() => expect(answerBox()).toHaveFocus());
    expect(screen.getByText('Problems: 2/10')).toBeVisible();
  });

  it('a quiz of another level or operation starts afresh', async () => {
    const first = openQuiz();
    await answer(first.user, rightAnswer());
    first.unmount();

    const other = openQuiz('/math-problems?operation=addition&level=4');
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
    other.unmount();
    openQuiz('/math-problems?operation=subtraction&level=3');
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
  });

  it('a finished quiz is forgotten: the next visit deals a new one', async () => {
    const first = openQuiz();
    for (let question = 0; question < 10; question += 1) await answer(first.user, rightAnswer());
    expect(screen.getByRole('region', { name: 'Excellent Work!' })).toBeVisible();
    first.unmount();

    openQuiz();
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
    expect(screen.getByText(/^Correct:/)).toHaveTextContent('Correct: 0');
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  });

  it('kept data that does not add up (edited, or from another version) starts a new quiz', () => {
    const broken = {
      operation: 'addition',
      level: 3,
      seed: 'kept',
      given: ['12', 'twelve'],
      index: 2,
      phase: 'asking',
    };
    sessionStorage.setItem(QUIZ_PROGRESS_KEY, JSON.stringify(broken));
    const first = openQuiz();
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
    first.unmount();
    sessionStorage.setItem(QUIZ_PROGRESS_KEY, '{"operation": "addition", "lev');
    openQuiz();
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
  });
});
