import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerBox, questionText, rightAnswer, wrongAnswer } from '../testing/quiz-page';
import { fakeApiClient, renderRoute } from '../testing/render-route';

const signedIn = () => fakeApiClient(undefined, { session: { student: {} } });

function openQuiz(entry: string | { pathname: string; search?: string; state?: unknown }) {
  return { ...renderRoute(entry, { api: signedIn() }), user: userEvent.setup() };
}

/** Types an answer when the box has focus, presses Enter, then Enter again on Next. */
async function answer(user: UserEvent, text: string) {
  await waitFor(() => expect(answerBox()).toHaveFocus());
  await user.keyboard(`${text}{Enter}`);
  const next = await screen.findByRole('button', { name: /^(Next Problem|See Results)$/ });
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
}

/** Answers all ten questions, `right` of them correctly (the first ones). */
async function takeQuiz(user: UserEvent, right: number) {
  for (let question = 0; question < 10; question += 1) {
    await answer(user, question < right ? rightAnswer() : wrongAnswer());
  }
}

describe('MathProblemsPage: the quick quiz', () => {
  it('sends a visitor without a student session to the student login', () => {
    const { currentLocation } = renderRoute('/math-problems', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/student-login');
  });

  it('starts a level 1 multiplication quiz when no settings are given', async () => {
    openQuiz('/math-problems');
    expect(screen.getByRole('heading', { level: 1, name: 'Multiplication Quiz' })).toBeVisible();
    expect(screen.getByText('Level 1')).toBeVisible();
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
    expect(screen.getByText(/^Correct:/)).toHaveTextContent('Correct: 0');
    expect(questionText()).toMatch(/^Question: \d+ × \d+ = \?$/);
    expect(answerBox()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('link', { name: 'Back to Assignments' })).toHaveAttribute(
      'href',
      '/assignments',
    );
    await waitFor(() => expect(answerBox()).toHaveFocus());
  });

  it('reads operation and level from the query', () => {
    openQuiz('/math-problems?operation=addition&level=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Addition Quiz' })).toBeVisible();
    expect(screen.getByText('Level 3')).toBeVisible();
    expect(questionText()).toMatch(/^Question: \d+ \+ \d+ = \?$/);
  });

  it('reads the operation whatever its case, as a link written by hand may say it', () => {
    openQuiz('/math-problems?operation=Addition&level=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Addition Quiz' })).toBeVisible();
    expect(questionText()).toMatch(/^Question: \d+ \+ \d+ = \?$/);
  });

  it('reads operation and level from the navigation state', async () => {
    openQuiz({ pathname: '/math-problems', state: { operation: 'division', level: 4 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Division Quiz' })).toBeVisible();
    expect(screen.getByText('Level 4')).toBeVisible();
    expect(questionText()).toMatch(/^Question: \d+ ÷ \d+ = \?$/);
  });

  it('keeps Submit Answer disabled while the box is empty, and takes digits only', async () => {
    const { user } = openQuiz('/math-problems');
    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(answerBox()).toHaveFocus());
    await user.keyboard('ab{Enter}');
    expect(answerBox()).toHaveValue('');
    expect(submit).toBeDisabled();
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
    await user.keyboard('4');
    expect(submit).toBeEnabled();
    await user.keyboard('{Backspace}');
    expect(submit).toBeDisabled();
  });

  it('takes an answer typed in full-width digits, as an East Asian input method writes it', async () => {
    const { user } = openQuiz('/math-problems');
    await waitFor(() => expect(answerBox()).toHaveFocus());
    const fullWidth = [...rightAnswer()]
      .map((digit) => String.fromCharCode(0xff10 + Number(digit)))
      .join('');
    await user.keyboard(`${fullWidth}{Enter}`);
    expect(screen.getByRole('status')).toHaveTextContent(/^✓Correct! /);
  });

  it('cheers a right answer and counts it', async () => {
    const { user } = openQuiz('/math-problems');
    await waitFor(() => expect(answerBox()).toHaveFocus());
    await user.keyboard(`${rightAnswer()}{Enter}`);
    expect(screen.getByRole('status')).toHaveTextContent(/^✓Correct! /);
    expect(screen.getByText('Problems: 1/10')).toBeVisible();
    expect(screen.getByText(/^Correct:/)).toHaveTextContent('Correct: 1');
    expect(screen.getByRole('button', { name: 'Next Problem' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).not.toBeInTheDocument();
  });

  it('answers a wrong answer kindly with the right answer, then moves on', async () => {
    const { user } = openQuiz('/math-problems?operation=subtraction&level=2');
    expect(questionText()).toMatch(/^Question: \d+ − \d+ = \?$/);
    const expected = rightAnswer();
    await waitFor(() => expect(answerBox()).toHaveFocus());
    await user.keyboard(`${wrongAnswer()}{Enter}`);
    expect(screen.getByRole('status')).toHaveTextContent(`Nice try! The answer is ${expected}.`);
    expect(answerBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Problems: 1/10')).toBeVisible();
    expect(screen.getByText(/^Correct:/)).toHaveTextContent('Correct: 0');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answerBox()).toHaveFocus());
    expect(answerBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
    expect(screen.getByText('Problems: 1/10')).toBeVisible();
  });

  it("says 'See Results' after the 10th answer, not before", async () => {
    const { user } = openQuiz('/math-problems');
    for (let question = 0; question < 9; question += 1) await answer(user, rightAnswer());
    await waitFor(() => expect(answerBox()).toHaveFocus());
    await user.keyboard(`${rightAnswer()}{Enter}`);
    expect(screen.getByText('Problems: 10/10')).toBeVisible();
    expect(screen.getByRole('button', { name: 'See Results' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next Problem' })).not.toBeInTheDocument();
  });

  it("shows 'Good Progress!' for exactly 5 right, with its choices", async () => {
    const { user } = openQuiz('/math-problems?operation=multiplication&level=3');
    await takeQuiz(user, 5);
    const results = screen.getByRole('region', { name: 'Good Progress!' });
    expect(results).toHaveFocus();
    expect(within(results).getByRole('heading', { name: 'Good Progress!' })).toBeVisible();
    expect(within(results).getByText('You got 5 out of 10 right.')).toBeVisible();
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Try Level 2', 'Keep Going']);
    expect(screen.getByRole('link', { name: 'Back to Assignments' })).toBeVisible();
  });

  it("'Try Level N' starts a new quiz one level lower and updates the address", async () => {
    const { user, currentLocation } = openQuiz('/math-problems?operation=addition&level=3');
    await takeQuiz(user, 6);
    await user.click(screen.getByRole('button', { name: 'Try Level 2' }));
    expect(currentLocation().search).toBe('?operation=addition&level=2');
    expect(screen.getByText('Level 2')).toBeVisible();
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
    expect(screen.getByText(/^Correct:/)).toHaveTextContent('Correct: 0');
    await waitFor(() => expect(answerBox()).toHaveFocus());
  });

  it("'Keep Going' starts new questions at the same level", async () => {
    const { user, currentLocation } = openQuiz('/math-problems?operation=addition&level=3');
    await takeQuiz(user, 8);
    await user.click(screen.getByRole('button', { name: 'Keep Going' }));
    expect(currentLocation().search).toBe('?operation=addition&level=3');
    expect(screen.getByText('Level 3')).toBeVisible();
    expect(screen.getByText('Problems: 0/10')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  });

  it("celebrates 'Excellent Work!' and 'Next Level' moves up", async () => {
    const { user, currentLocation } = openQuiz('/math-problems?operation=division&level=2');
    await takeQuiz(user, 9);
    const results = screen.getByRole('region', { name: 'Excellent Work!' });
    expect(within(results).getByRole('heading', { name: 'Excellent Work!' })).toBeVisible();
    expect(within(results).getByText('You got 9 out of 10 right.')).toBeVisible();
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Next Level', 'Stay on Level 2']);
    await user.click(within(results).getByRole('button', { name: 'Next Level' }));
    expect(currentLocation().search).toBe('?operation=division&level=3');
    expect(screen.getByText('Level 3')).toBeVisible();
  });

  it("'Keep Practicing!' offers Try Again and one way back to the assignments", async () => {
    const { user, currentLocation } = openQuiz('/math-problems');
    await takeQuiz(user, 4);
    const results = screen.getByRole('region', { name: 'Keep Practicing!' });
    expect(within(results).getByText('You got 4 out of 10 right.')).toBeVisible();
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Try Again', 'Back to Assignments']);
    expect(screen.getAllByRole('button', { name: 'Back to Assignments' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Back to Assignments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Assignments' }));
    expect(currentLocation().pathname).toBe('/assignments');
  });
});
