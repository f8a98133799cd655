import { ApiError, type ApiClient } from '@mathcols/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  completed,
  incorrect,
  levelSelect,
  openPractice,
  SET,
  solveAndGoOn,
  start,
  sumBox,
} from '../testing/practice-page';
import { fakeApiClient, renderRoute } from '../testing/render-route';

type GetPracticeProblems = ApiClient['getPracticeProblems'];

afterEach(() => {
  vi.useRealTimers();
});

const optionTexts = () =>
  within(levelSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);
const announced = (text: string) => screen.getByText(text, { selector: '[role="status"]' });

describe('PracticeProblemsPage: the picker', () => {
  it('sends a visitor without a student session to the student login', () => {
    const { currentLocation } = renderRoute('/practice-problems', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/student-login');
  });

  it('offers the four categories in order and levels 0 and 1 to a level-0 student', () => {
    openPractice();
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Problems' })).toBeVisible();
    const categories = screen.getByRole('group', { name: 'Choose a category' });
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['multiplication', 'division', 'addition', 'subtraction']);
    expect(screen.getByRole('radio', { name: 'Multiplication' })).toBeChecked();
    expect(optionTexts()).toEqual(['Level 0 (your level)', 'Level 1']);
    expect(levelSelect()).toHaveValue('0');
  });

  it("offers levels 1 up to one above the student's level in the chosen category", async () => {
    const { user } = openPractice({
      math: { division: { schedule: 'mw', level: '5' }, addition: { schedule: '', level: '2' } },
    });
    await user.click(screen.getByRole('radio', { name: 'Multiplication' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Division' })).toBeChecked();
    expect(optionTexts()).toEqual([
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5 (your level)',
      'Level 6',
    ]);
    expect(levelSelect()).toHaveValue('5');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Addition' })).toBeChecked();
    expect(optionTexts()).toEqual(['Level 1', 'Level 2 (your level)', 'Level 3']);
  });

  it('shows under the level list what its problems look like, as the child changes it', async () => {
    const { user } = openPractice({ math: { subtraction: { schedule: '', level: '3' } } });
    expect(levelSelect()).toHaveAccessibleDescription('Problems like 4 × 3');
    await user.click(screen.getByRole('radio', { name: 'Subtraction' }));
    expect(levelSelect()).toHaveAccessibleDescription('Problems like 68 − 25');
    await user.selectOptions(levelSelect(), 'Level 4');
    expect(screen.getByText('62 − 38')).toBeVisible();
    expect(levelSelect()).toHaveAccessibleDescription('Problems like 62 − 38');
  });

  it('links to a quick quiz of the chosen category and level (at least level 1)', async () => {
    const { user } = openPractice({ math: { subtraction: { schedule: '', level: '3' } } });
    const quiz = () => screen.getByRole('link', { name: 'Try a quick quiz' });
    expect(quiz()).toHaveAttribute('href', '/math-problems?operation=multiplication&level=1');
    await user.click(screen.getByRole('radio', { name: 'Subtraction' }));
    await user.selectOptions(levelSelect(), 'Level 4');
    expect(quiz()).toHaveAttribute('href', '/math-problems?operation=subtraction&level=4');
  });
});

describe('PracticeProblemsPage: practising', () => {
  it('Start Practice fetches the chosen subject and level and shows its worksheet', async () => {
    const { user, getPracticeProblems } = openPractice({
      math: { addition: { schedule: '', level: '2' } },
    });
    await start(user, 'Addition', 'Level 3');
    expect(getPracticeProblems).toHaveBeenCalledWith('addition', 3);
    expect(screen.getByRole('heading', { level: 2, name: 'Addition' })).toBeVisible();
    expect(screen.getByText('Level 3')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
    expect(completed()).toHaveTextContent('Problems Completed: 0/10');
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 0');
    await waitFor(() => expect(sumBox()).toHaveFocus());
  });

  it('counts a solved problem as completed on Next, and says so', async () => {
    const { user } = openPractice();
    await start(user, 'Addition', 'Level 1');
    await solveAndGoOn(user);
    expect(completed()).toHaveTextContent('Problems Completed: 1/10');
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 0');
    expect(announced('Problems Completed: 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Worksheet 2 + 3' })).toBeVisible();
  });

  it('after a wrong answer offers Try Again or moving on, which counts as incorrect', async () => {
    const { user } = openPractice();
    await start(user, 'Addition', 'Level 1');
    await answer(user, false);
    expect(screen.getByText('Fix the red boxes and try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    expect(screen.getByText('You can try again, or go on to the next problem.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 1');
    expect(completed()).toHaveTextContent('Problems Completed: 0/10');
    expect(announced('Incorrect Answers: 1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Worksheet 2 + 3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next Problem →' })).not.toBeInTheDocument();
  });

  it('a problem fixed after Try Again counts as completed, with one Next button', async () => {
    const { user } = openPractice();
    await start(user, 'Addition', 'Level 1');
    await answer(user, false);
    await user.keyboard('{Enter}'); // Try Again
    await answer(user, true);
    expect(screen.getAllByRole('button', { name: 'Next Problem →' })).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(completed()).toHaveTextContent('Problems Completed: 1/10');
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 0');
  });

  it('opens the dialog after 10 completed, fetching another set when one runs out', async () => {
    const { user, getPracticeProblems } = openPractice();
    await start(user, 'Addition', 'Level 1');
    await answer(user, false);
    await user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    for (let solved = 0; solved < 9; solved += 1) await solveAndGoOn(user);
    expect(completed()).toHaveTextContent('Problems Completed: 9/10');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The first set of 10 is used up: the next problem comes from a second set.
    expect(getPracticeProblems).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
    await solveAndGoOn(user);

    const dialog = screen.getByRole('dialog', { name: 'Practice Session Complete!' });
    expect(dialog).toHaveAccessibleDescription(
      'You completed 10 problems! You made 1 incorrect attempts!',
    );
    expect(within(dialog).getByRole('button', { name: 'Do More Practice' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getPracticeProblems).toHaveBeenCalledTimes(3);
    expect(completed()).toHaveTextContent('Problems Completed: 0/10');
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 0');
    expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
  });

  it("the dialog's 'Return to Dashboard' goes to the dashboard", async () => {
    const { user, currentLocation } = openPractice();
    await start(user, 'Addition', 'Level 1');
    for (let solved = 0; solved < 10; solved += 1) await solveAndGoOn(user);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'You completed 10 problems! You made 0 incorrect attempts!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return to Dashboard' }));
    expect(currentLocation().pathname).toBe('/student-dashboard');
  });

  it("'Change Level/Type' goes back to the picker with the last choice", async () => {
    const { user, currentLocation } = openPractice({
      math: { division: { schedule: '', level: '4' } },
    });
    await start(user, 'Division', 'Level 2');
    await user.click(screen.getByRole('button', { name: 'Change Level/Type' }));
    expect(screen.getByRole('radio', { name: 'Division' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Division' })).toHaveFocus();
    expect(levelSelect()).toHaveValue('2');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/practice-problems');
  });
});

describe('PracticeProblemsPage: changing the choice', () => {
  it('goes on with the run when the child picks the same subject and level again', async () => {
    const { user } = openPractice();
    await start(user, 'Addition', 'Level 1');
    await solveAndGoOn(user);
    await solveAndGoOn(user);
    await answer(user, false);
    await user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    await user.click(screen.getByRole('button', { name: 'Change Level/Type' }));
    await user.click(screen.getByRole('button', { name: 'Start Practice' }));
    expect(completed()).toHaveTextContent('Problems Completed: 2/10');
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 1');
    // Another level starts over; coming back to level 1 then starts over too.
    await user.click(screen.getByRole('button', { name: 'Change Level/Type' }));
    await start(user, 'Addition', 'Level 0 (your level)');
    expect(completed()).toHaveTextContent('Problems Completed: 0/10');
    await user.click(screen.getByRole('button', { name: 'Change Level/Type' }));
    await start(user, 'Addition', 'Level 1');
    expect(completed()).toHaveTextContent('Problems Completed: 0/10');
  });
});

describe('PracticeProblemsPage: loading', () => {
  it("says 'Loading timeout' after 10 s, and Try Again asks again", async () => {
    // Fake time that also runs on by itself, so Testing Library's own waits still end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const getPracticeProblems = vi
      .fn<GetPracticeProblems>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue(SET);
    const { user } = openPractice({ getPracticeProblems });
    await start(user, 'Subtraction');
    expect(getPracticeProblems).toHaveBeenCalledWith('subtraction', 0);
    expect(screen.getByText('Loading problem...')).toBeVisible();
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Loading problem...')).toBeVisible();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading problemLoading timeout');
    expect(screen.queryByText('Loading problem...')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(getPracticeProblems).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
  });

  it("shows the client's error message with Try Again", async () => {
    const getPracticeProblems = vi
      .fn<GetPracticeProblems>()
      .mockRejectedValueOnce(new ApiError('No problems available for this level', 'format'))
      .mockResolvedValue(SET);
    const { user } = openPractice({ getPracticeProblems });
    await start(user, 'Multiplication', 'Level 1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading problem');
    expect(alert).toHaveTextContent('No problems available for this level');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
    expect(getPracticeProblems).toHaveBeenLastCalledWith('multiplication', 1);
  });
});
