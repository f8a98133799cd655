import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  generateProblems,
  levelsFor,
  SUBJECT_SIGNS,
  type RawProblem,
  type Subject,
} from '@mathcols/engine';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Worksheet } from '@mathcols/react';
import { HowItWorks, howItWorksKey, WorksheetWithHelp } from './how-it-works';
import { HOW_IT_WORKS_TEXT } from './how-it-works-text';
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
  it('for a one-digit minuend it says to take away and count back, not to borrow', () => {
    render(
      <HowItWorks
        subject="subtraction"
        problem={{ number_0: '6', number_1: '2', operator: '-' }}
      />,
    );
    expect(
      within(panel()!)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Take the bottom number away from the top number.',
      'Count back on your fingers if it helps.',
      'Write what is left in the box.',
    ]);
  });

  it.each([
    ['addition', 'Put the 1 in the little box above the next column.'],
    ['subtraction', 'Write that digit one less in the little box above it'],
    ['multiplication', 'From the second row on, the zeros at the end are already there for you.'],
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

  /** The lines of the panel shown beside `first × second` (or another operator's problem). */
  function linesFor(first: string, second: string, operator: '*' | '/' = '*') {
    const subject = operator === '*' ? 'multiplication' : 'division';
    const { unmount } = render(
      <HowItWorks subject={subject} problem={{ number_0: first, number_1: second, operator }} />,
    );
    const lines = within(panel()!)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    unmount();
    return lines;
  }

  it('for a times-table fact it says where the ones and the tens go, with no little box', () => {
    const fact = [
      'Multiply the two numbers: 6\u00a0×\u00a02 is two sixes, 6\u00a0+\u00a06.',
      'Write the ones digit in the box on the right.',
      '10 or more? Write the tens in the box to its left.',
    ];
    expect(linesFor('5', '2')).toEqual(fact);
    expect(linesFor('9', '7')).toEqual(fact);
    // × 10 on the 12 × 12 level: 6 × 10 has no little box either; 60 is its ones and tens.
    expect(linesFor('6', '10')).toEqual(fact);
  });

  it('for a multiplication on one product row it speaks of that row, not of rows to add', () => {
    expect(linesFor('47', '6')).toEqual([
      'Start with the ones on the right.',
      'Multiply each top digit by the bottom number.',
      '10 or more? Put the tens in the little box above the next column.',
      'Add that little number to the next answer.',
    ]);
    // × tens and × 100 have one row too: their zeros go at the end of the answer first.
    for (const [first, second] of [
      ['34', '20'],
      ['91', '100'],
    ] as const) {
      expect(linesFor(first, second)).toEqual([
        'Write the zeros of the bottom number at the end of the answer first.',
        'Then multiply each top digit by the other bottom digit, from the right.',
        '10 or more? Put the tens in the little box above the next column.',
        'Add that little number to the next answer.',
      ]);
    }
    // Two non-zero multiplier digits: a row for each, then the rows are added.
    expect(linesFor('46', '37')).toEqual(HOW_IT_WORKS_TEXT.multiplication);
    expect(linesFor('473', '208')).toEqual(HOW_IT_WORKS_TEXT.multiplication);
    // Still loading, or operands the engine refuses: the operation's lines.
    expect(howItWorksTopic('multiplication')).toBe('multiplication');
    expect(
      howItWorksTopic('multiplication', { number_0: '-5', number_1: '3', operator: '*' }),
    ).toBe('multiplication');
  });

  it('for a divisor of two digits or more it tells how to guess a quotient digit and check it', () => {
    expect(linesFor('749', '23', '/')).toEqual([
      'How many times does the outside number fit? Write it on top (it can be 0).',
      'Not sure? Make a guess, multiply, and if it is too big, try one less.',
      'Multiply it by the outside number. Write that under, ones first, then subtract.',
      'Digits left? Bring the next one down and go again; the rest goes after r.',
    ]);
    expect(linesFor('49', '4', '/')).toEqual(HOW_IT_WORKS_TEXT.division);
    expect(linesFor('612', '3', '/')).not.toContain(
      'Not sure? Make a guess, multiply, and if it is too big, try one less.',
    );
  });

  it('pictures a guess too big for a long divisor: struck through, one less above it', () => {
    const picture = (dividend: string, divisor: string) =>
      render(
        <HowItWorks
          subject="division"
          problem={{ number_0: dividend, number_1: divisor, operator: '/' }}
        />,
      ).container.querySelector('svg')!;
    const long = picture('749', '23');
    // 87 ÷ 12: the 8 on top is struck through, the 7 above it marked, then r 3.
    expect(long.querySelectorAll('.hiw-strike')).toHaveLength(1);
    expect([...long.querySelectorAll('text.hiw-mark')].map((digit) => digit.textContent)).toEqual([
      '7',
      'r',
      '3',
    ]);
    cleanup();
    // One-digit divisors need no guess: nothing is struck through.
    expect(picture('49', '4').querySelectorAll('.hiw-strike')).toHaveLength(0);
  });

  /**
   * The per-level tests render 120–200 real worksheets and read them with role queries: about
   * 3 s each on a quiet desktop, 40 s on a machine busy with browsers, past the 15 s default.
   */
  const EVERY_LEVEL_TIMEOUT_MS = 90_000;

  /**
   * Renders `count` problems of every level of `subject` with the real `Worksheet` beside the
   * panel, and calls `check` with each problem, the panel's text and a name for messages
   * ('level 3: 52 − 17').
   */
  function besideEveryLevel(
    subject: Subject,
    count: number,
    check: (problem: RawProblem, help: string, name: string) => void,
  ) {
    levelsFor(subject).forEach((_, level) => {
      for (const problem of generateProblems(subject, level, count, 'how-it-works')) {
        const { unmount } = render(
          <WorksheetWithHelp subject={subject} problem={problem}>
            <Worksheet problem={problem} />
          </WorksheetWithHelp>,
        );
        const sign = SUBJECT_SIGNS[subject];
        check(
          problem,
          panel()!.textContent!,
          `level ${level}: ${problem.number_0} ${sign} ${problem.number_1}`,
        );
        unmount();
      }
    });
  }

  it(
    'on every multiplication level, speaks of rows to add exactly when the worksheet has them',
    () => {
      besideEveryLevel('multiplication', 10, (problem, help, name) => {
        const partialRows = screen.queryAllByRole('group', { name: /^Partial product/ });
        expect(partialRows.length > 0, name).toBe(/Add the rows with \+/.test(help));
        expect(/Write the zeros of the bottom number/.test(help), name).toBe(
          partialRows.length === 0 && problem.number_1.endsWith('0'),
        );
        // A little box is spoken of only beside a worksheet that has one.
        const carryBoxes = screen.queryAllByRole('textbox', { name: /^Carry/ });
        if (/little box/.test(help)) expect(carryBoxes, name).not.toHaveLength(0);
      });
    },
    EVERY_LEVEL_TIMEOUT_MS,
  );

  /** Whether working `minuend − subtrahend` in columns makes a 0 of the minuend lend. */
  function zeroLends(minuend: string, subtrahend: string): boolean {
    const top = [...minuend].reverse().map(Number);
    const bottom = [...subtrahend].reverse().map(Number);
    let borrowed = 0;
    for (let place = 0; place < top.length - 1; place += 1) {
      borrowed = top[place]! - borrowed < (bottom[place] ?? 0) ? 1 : 0;
      if (borrowed && top[place + 1] === 0) return true;
    }
    return false;
  }

  it(
    'on every subtraction level, speaks of borrowing only beside borrow boxes, and of a 0 lending exactly when one does',
    () => {
      let acrossZero = 0;
      besideEveryLevel('subtraction', 4, (problem, help, name) => {
        const borrowBoxes = screen.queryAllByRole('textbox', { name: /^Borrow/ });
        expect(/[Bb]orrow/.test(help), name).toBe(borrowBoxes.length > 0);
        const across = zeroLends(problem.number_0, problem.number_1);
        acrossZero += Number(across);
        expect(help.includes('Next door is a 0? It borrows from its left first'), name).toBe(
          across,
        );
      });
      // The ladder's borrowing-across-zero levels are among them.
      expect(acrossZero).toBeGreaterThanOrEqual(20);
    },
    EVERY_LEVEL_TIMEOUT_MS,
  );

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

  it('is put away per case: a child who knows borrowing still meets borrowing across a 0 once', async () => {
    const user = userEvent.setup();
    const plain = { number_0: '52', number_1: '17', operator: '-' } as const;
    const acrossZero = { number_0: '302', number_1: '17', operator: '-' } as const;
    const { rerender } = render(<HowItWorks subject="subtraction" problem={plain} />);
    await user.click(screen.getByRole('button', { name: 'Got it! Hide How it works' }));
    expect(panel()).toBeNull();

    // The next problem borrows across a 0: its own lines show, once.
    rerender(<HowItWorks subject="subtraction" problem={acrossZero} />);
    expect(panel()).toHaveTextContent('Next door is a 0? It borrows from its left first');
    await user.click(screen.getByRole('button', { name: 'Got it! Hide How it works' }));
    expect(localStorage.getItem(howItWorksKey('subtraction-across-zero'))).toBe('hidden');
    rerender(<HowItWorks subject="subtraction" problem={plain} />);
    expect(panel()).toBeNull();
    expect(reopen()).toBeVisible();
  });

  it('shows nothing while no problem is on screen', () => {
    const { container } = render(<HowItWorks subject="division" problem={null} />);
    expect(container).toBeEmptyDOMElement();
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
