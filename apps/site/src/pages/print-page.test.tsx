import { generateProblems, type RawProblem } from '@mathcols/engine';
import { bugInfo, bugPractice, simulateBug } from '@mathcols/engine/diagnosis';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { fakeApiClient, renderRoute } from '../testing/render-route';

function openPrint(search: string) {
  return renderRoute(`/print?${search}`, { api: fakeApiClient() });
}

/** The answer of a problem computed here with BigInt, as the key writes it. */
function bigIntAnswer({ number_0, number_1, operator }: RawProblem): string {
  const [a, b] = [BigInt(number_0), BigInt(number_1)];
  if (operator === '+') return String(a + b);
  if (operator === '-') return String(a - b);
  if (operator === '*') return String(a * b);
  return a % b === 0n ? String(a / b) : `${a / b} r ${a % b}`;
}

const SIGNS = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;

// A sheet renders two grids per problem (the questions and the key): up to 24 grids of boxes in
// jsdom, which takes seconds on a busy machine.
describe('PrintPage', { timeout: 20_000 }, () => {
  it("prints the seed's problems with empty boxes, a name and date line, and an answer key", () => {
    openPrint('subject=division&level=9&count=12&seed=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Division · Level 9' })).toBeVisible();
    expect(screen.getByText(/^Name:/)).toBeVisible();
    expect(screen.getByText(/^Date:/)).toBeVisible();
    const expected = generateProblems('division', 9, 12, 'abc');
    const questions = screen.getByRole('region', { name: 'Division · Level 9' });
    const key = screen.getByRole('region', { name: 'Answer key' });
    const grids = within(questions).getAllByRole('group', { name: /^Problem \d+:/ });
    expect(grids.map((grid) => grid.getAttribute('aria-label'))).toEqual(
      expected.map(
        (problem, index) => `Problem ${index + 1}: ${problem.number_0} ÷ ${problem.number_1}`,
      ),
    );
    for (const box of within(questions).getAllByRole('textbox')) {
      expect(box).toHaveValue('');
      expect(box).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Answer key' })).toBeVisible();
    const lines = within(key)
      .getAllByText(/^\d+\. /)
      .map((line) => line.textContent);
    expect(lines).toEqual(
      expected.map(
        (problem, index) =>
          `${index + 1}. ${problem.number_0} ${SIGNS[problem.operator]} ${problem.number_1} = ${bigIntAnswer(problem)}`,
      ),
    );
  });

  it('says so when the level has fewer different problems than asked for, and counts right', () => {
    // Multiplication level 0: the facts up to 5 × 5 without × 1, 16 of them.
    openPrint('subject=multiplication&level=0&count=30&seed=a');
    const made = generateProblems('multiplication', 0, 30, 'a').length;
    expect(made).toBeLessThan(30);
    expect(
      screen.getByText(`Level 0 has only ${made} different problems, so the sheet has ${made}.`),
    ).toBeVisible();
    expect(
      screen.getByText(`mathcols · Multiplication · Level 0 · ${made} problems · seed a`),
    ).toBeInTheDocument();
  });

  it('writes one problem in the singular, and no note when the level has enough', () => {
    openPrint('subject=addition&level=1&count=1&seed=b');
    expect(
      screen.getByText('mathcols · Addition · Level 1 · 1 problem · seed b'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has only/)).toBeNull();
  });

  it("fills the key's column work: each quotient row reads the quotient, zeros included", () => {
    openPrint('subject=division&level=9&count=6&seed=zero');
    const key = screen.getByRole('region', { name: 'Answer key' });
    const problems = generateProblems('division', 9, 6, 'zero');
    problems.forEach((problem, index) => {
      const grid = within(key).getByRole('group', {
        name: new RegExp(`^Answer ${index + 1}:`),
      });
      const quotient = within(grid).getByRole('group', { name: 'Quotient' });
      const digits = within(quotient)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value)
        .join('');
      expect(digits.replace(/^0+(?=.)/, '')).toBe(
        String(BigInt(problem.number_0) / BigInt(problem.number_1)),
      );
    });
  });

  it('prints a long multiplication without the carry row it could not clear on paper', () => {
    // Level 10: two-digit multipliers, so two partial products under one row of carry boxes
    // that the screen clears between rows.
    const longRows = openPrint('subject=multiplication&level=10&count=4&seed=rev1');
    for (const grid of screen.getAllByRole('group', { name: /^(Problem|Answer) \d+:/ })) {
      expect(within(grid).getByRole('group', { name: 'Partial product 2' })).toBeInTheDocument();
      expect(within(grid).queryByRole('group', { name: 'Carries' })).toBeNull();
    }
    longRows.unmount();
    // One row of work (× a one-digit number): its carries keep their boxes.
    openPrint('subject=multiplication&level=5&count=4&seed=rev1');
    const oneRow = generateProblems('multiplication', 5, 4, 'rev1');
    expect(oneRow.every((problem) => problem.number_1.length === 1)).toBe(true);
    const key = screen.getByRole('region', { name: 'Answer key' });
    const keyCarries = within(key).getAllByRole('group', { name: 'Carries' });
    expect(keyCarries.length).toBeGreaterThan(0);
  });

  it('lets Tab skip the read-only boxes of the sheet and the key', async () => {
    const user = userEvent.setup();
    openPrint('subject=addition&level=5&count=6&seed=one');
    // The toolbar's last control, then Tab: past the sheet, not into its boxes.
    const key = screen.getByRole('checkbox', { name: 'Answer key' });
    key.focus();
    await user.tab();
    expect(document.activeElement).not.toBe(key);
    expect(screen.getByRole('article')).not.toContainElement(document.activeElement as HTMLElement);
    // Still there for a screen reader: named, read-only boxes.
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(6);
  });

  it('gives a seed to an address without one, so printing again shows the same problems', () => {
    const view = openPrint('subject=multiplication&level=3');
    const seed = new URLSearchParams(view.currentLocation().search).get('seed');
    expect(seed).toMatch(/^[0-9a-z]{8}$/);
    expect(screen.getAllByRole('group', { name: /^Problem \d+:/ })).toHaveLength(12);
  });

  it('makes new problems, changes the count, and opens the print dialog', async () => {
    const user = userEvent.setup();
    const view = openPrint('subject=addition&level=5&count=12&seed=one');
    const first = screen.getByRole('group', { name: /^Problem 1:/ }).getAttribute('aria-label');
    await user.click(screen.getByRole('button', { name: 'New problems' }));
    expect(new URLSearchParams(view.currentLocation().search).get('seed')).not.toBe('one');
    expect(screen.getByRole('group', { name: /^Problem 1:/ })).not.toHaveAttribute(
      'aria-label',
      first,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Problems' }), '6');
    expect(screen.getAllByRole('group', { name: /^Problem \d+:/ })).toHaveLength(6);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print worksheet' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('prints a practice sheet for a trouble spot: problems that need the step, and its hint', async () => {
    const user = userEvent.setup();
    // Addition level 0 never carries: the engine takes the first level that does.
    const view = openPrint('subject=addition&level=0&count=6&bug=forgot-to-carry&seed=s');
    const { level, problems } = bugPractice({
      subject: 'addition',
      level: 0,
      bug: 'forgot-to-carry',
      count: 6,
      seed: 's',
    });
    expect(level).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { level: 1, name: `Addition · Level ${level}` }),
    ).toBeVisible();
    expect(
      screen.getByText(
        `Level 0 has too few problems where this mistake can happen, so these come from Level ${level}.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'A practice sheet for the trouble spot “Forgets to carry”: every problem needs the step it is about.',
      ),
    ).toBeVisible();
    expect(screen.getByText(`Remember: ${bugInfo('forgot-to-carry').hint}`)).toBeVisible();
    const questions = screen.getByRole('region', { name: `Addition · Level ${level}` });
    const labels = within(questions)
      .getAllByRole('group', { name: /^Problem \d+:/ })
      .map((grid) => grid.getAttribute('aria-label'));
    expect(labels).toEqual(
      problems.map(
        (problem, index) => `Problem ${index + 1}: ${problem.number_0} + ${problem.number_1}`,
      ),
    );
    // Every one carries somewhere: forgetting to carry gets each one wrong.
    for (const problem of problems) expect(simulateBug('forgot-to-carry', problem)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'New problems' }));
    expect(new URLSearchParams(view.currentLocation().search).get('bug')).toBe('forgot-to-carry');
  });

  it('starts the bare address at addition level 0, and changes subject and level from the toolbar', async () => {
    const user = userEvent.setup();
    const view = openPrint('');
    const search = () => new URLSearchParams(view.currentLocation().search);
    expect(screen.getByRole('heading', { level: 1, name: 'Addition · Level 0' })).toBeVisible();
    expect(search().get('subject')).toBe('addition');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Division');
    expect(screen.getByRole('heading', { level: 1, name: 'Division · Level 0' })).toBeVisible();
    const level = screen.getByRole('combobox', { name: 'Level' });
    // The division levels, each with what it practises.
    expect(within(level).getAllByRole('option')).toHaveLength(20);
    expect(within(level).getByRole('option', { name: /^9: / })).toBeInTheDocument();
    await user.selectOptions(level, '9');
    expect(screen.getByRole('heading', { level: 1, name: 'Division · Level 9' })).toBeVisible();
    expect(search().get('level')).toBe('9');
    const seed = search().get('seed');
    expect(
      within(screen.getByRole('region', { name: 'Division · Level 9' }))
        .getAllByRole('group', { name: /^Problem \d+:/ })
        .map((grid) => grid.getAttribute('aria-label')),
    ).toEqual(
      generateProblems('division', 9, 12, seed ?? '').map(
        (problem, index) => `Problem ${index + 1}: ${problem.number_0} ÷ ${problem.number_1}`,
      ),
    );
  });

  it('drops the trouble spot when the subject changes, and keeps it for another level', async () => {
    const user = userEvent.setup();
    const view = openPrint('subject=addition&level=4&count=6&bug=forgot-to-carry&seed=s');
    const search = () => new URLSearchParams(view.currentLocation().search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '5');
    expect(search().get('bug')).toBe('forgot-to-carry');
    expect(screen.getByText(/^A practice sheet for the trouble spot/)).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Subtraction');
    expect(search().get('bug')).toBeNull();
    expect(screen.queryByText(/^A practice sheet for the trouble spot/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Subtraction · Level 5' })).toBeVisible();
  });

  it('prints the problems alone when the answer key is unticked, and brings it back', async () => {
    const user = userEvent.setup();
    const view = openPrint('subject=addition&level=5&count=6&seed=k');
    const key = screen.getByRole('checkbox', { name: 'Answer key' });
    expect(key).toBeChecked();
    expect(screen.getByRole('region', { name: 'Answer key' })).toBeInTheDocument();
    await user.click(key);
    expect(new URLSearchParams(view.currentLocation().search).get('key')).toBe('0');
    expect(screen.queryByRole('region', { name: 'Answer key' })).toBeNull();
    expect(screen.getByText('Only the problems print, without the answer key.')).toBeVisible();
    expect(screen.getAllByRole('group', { name: /^Problem \d+:/ })).toHaveLength(6);
    expect(screen.getByText('mathcols · Addition · Level 5 · 6 problems · seed k')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Answer key' }));
    expect(screen.getByRole('region', { name: 'Answer key' })).toBeInTheDocument();
    expect(new URLSearchParams(view.currentLocation().search).get('key')).toBeNull();
  });

  it('says what to choose for an address it cannot print, with a way back', () => {
    openPrint('subject=algebra');
    expect(
      screen.getByText(/Choose addition, subtraction, multiplication or division\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Free Math Practice' })).toHaveAttribute(
      'href',
      '/free-problems',
    );
  });

  it('has no axe violations', async () => {
    const { container } = openPrint('subject=subtraction&level=8&count=4&seed=axe');
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
