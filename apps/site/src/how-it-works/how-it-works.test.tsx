import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateProblems, levelsFor } from '@mathcols/engine';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOW_IT_WORKS_TEXT, HowItWorks, howItWorksKey } from './how-it-works';
import { howItWorksTopic } from './how-it-works-topic';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const panel = () => screen.queryByRole('region', { name: 'How it works' });
const reopen = () => screen.queryByRole('button', { name: 'How it works' });

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

describe('HowItWorks', () => {
  it.each([
    ['addition', 'Put the 1 in the little box above the next column.'],
    ['subtraction', 'Write that digit one less in the little box above it'],
    ['multiplication', 'The 0 at the end of a row is already there for you.'],
    ['division', 'What is left at the end goes after r.'],
  ] as const)('%s: a labelled panel with a picture and 2–4 short lines', (subject, words) => {
    const { container } = render(<HowItWorks subject={subject} />);
    const region = panel();
    expect(region).toBeVisible();
    expect(within(region!).getByRole('heading', { name: 'How it works' })).toBeVisible();
    const lines = within(region!).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(HOW_IT_WORKS_TEXT[subject]);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(region).toHaveTextContent(words);
    // The picture is decoration: the lines say it in words.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('multiplying by one digit, it speaks of one row and its carries, not of rows to add', () => {
    // Level 4: 2-digit × 1-digit, carrying (47 × 6).
    const { unmount } = render(<HowItWorks subject="multiplication" level={4} />);
    const lines = within(panel()!).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Start with the ones on the right.',
      'Multiply each top digit by the bottom number.',
      '10 or more? Put the tens in the little box above the next column.',
      'Add that little number to the next answer.',
    ]);
    expect(panel()).not.toHaveTextContent('Add the rows with +.');
    unmount();

    // Level 10: 2-digit × 2-digit (46 × 37), a row for each digit of the multiplier.
    render(<HowItWorks subject="multiplication" level={10} />);
    expect(panel()).toHaveTextContent('The 0 at the end of a row is already there for you.');
    expect(panel()).toHaveTextContent('Add the rows with +.');
  });

  it('picks the one-row lines exactly for the multiplication levels whose problems have one row', () => {
    levelsFor('multiplication').forEach((_, level) => {
      const multipliers = generateProblems('multiplication', level, 100, 'how-it-works').map(
        (problem) => problem.number_1,
      );
      const oneRow = multipliers.every((multiplier) => multiplier.length === 1);
      expect(howItWorksTopic('multiplication', level), `level ${level}`).toBe(
        oneRow ? 'multiplication-one-row' : 'multiplication',
      );
    });
    expect(howItWorksTopic('addition', 3)).toBe('addition');
    expect(howItWorksTopic('multiplication')).toBe('multiplication');
  });

  it("'Got it!' puts it away for that operation, remembered; 'How it works' brings it back", async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<HowItWorks subject="subtraction" />);
    await expectNoAxeViolations(container);
    // Keyboard only: Tab to 'Got it!', Enter.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Got it! Hide How it works' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(panel()).toBeNull();
    expect(reopen()).toHaveFocus();
    expect(localStorage.getItem(howItWorksKey('subtraction'))).toBe('hidden');
    await expectNoAxeViolations(container);
    unmount();

    // Next visit: still put away for subtraction, but not for addition.
    render(<HowItWorks subject="subtraction" />);
    expect(panel()).toBeNull();
    render(<HowItWorks subject="addition" />);
    expect(panel()).toBeVisible();
    expect(reopen()).toBeVisible();

    // Space on 'How it works' opens it again, focus on its heading, and it is remembered.
    reopen()!.focus();
    await user.keyboard(' ');
    expect(screen.getAllByRole('region', { name: 'How it works' })).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'How it works' })[0]).toHaveFocus();
    expect(localStorage.getItem(howItWorksKey('subtraction'))).toBeNull();
  });

  it('takes no focus when it appears (the worksheet keeps it)', () => {
    const { rerender } = render(<input aria-label="box" />);
    screen.getByRole('textbox', { name: 'box' }).focus();
    rerender(
      <>
        <input aria-label="box" />
        <HowItWorks subject="addition" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'box' })).toHaveFocus();
  });

  it('still opens and closes when storage is unusable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const user = userEvent.setup();
    render(<HowItWorks subject="division" />);
    expect(panel()).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Got it!/ }));
    expect(panel()).toBeNull();
    expect(reopen()).toBeVisible();
  });
});
