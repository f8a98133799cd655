/**
 * Every exported component renders on a server (`renderToString`) and hydrates in real
 * Chromium (`hydrateRoot`) without a mismatch: no console error, no recoverable error, and the
 * server's markup left as it was. Runs in the `react-browser` Vitest project.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createWorksheet, layoutProblem, solveProblem } from '@mathcols/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  AdditionWorksheet,
  DigitGrid,
  FormDialog,
  LevelChart,
  LongDivisionWorksheet,
  MultiplicationWorksheet,
  ReportCard,
  ScheduleEditor,
  SubtractionWorksheet,
  Worksheet,
  WorksheetControls,
  WorksheetStatus,
} from '../index';

// Tell React that `act` is in charge here (as Testing Library does under jsdom).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const noop = () => {};
const NO_AUTO_FOCUS = { autoFocus: false } as const;

/** What went wrong while hydrating: console errors and React's recoverable errors. */
interface Hydrated {
  container: HTMLElement;
  serverHtml: string;
  problems: string[];
}

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  vi.restoreAllMocks();
});

/** Renders `element` to a string, puts it in the page, and hydrates the same element over it. */
async function serverRenderAndHydrate(render: () => ReactElement): Promise<Hydrated> {
  const serverHtml = renderToString(render());
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const problems: string[] = [];
  const report = (kind: string) => (error: unknown) =>
    problems.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
  });
  const root = await act(async () =>
    hydrateRoot(container, render(), {
      onRecoverableError: report('recoverable'),
      onCaughtError: report('caught'),
      onUncaughtError: report('uncaught'),
    }),
  );
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, serverHtml, problems };
}

const problem = { number_0: '47', number_1: '36', operator: '*' } as const;

const COMPONENTS: ReadonlyArray<[name: string, render: () => ReactElement]> = [
  ['AdditionWorksheet', () => <AdditionWorksheet addend1={57} addend2={68} />],
  ['SubtractionWorksheet', () => <SubtractionWorksheet minuend="503" subtrahend="127" />],
  [
    'MultiplicationWorksheet',
    () => <MultiplicationWorksheet multiplicand="47" multiplier="36" onNextProblem={noop} />,
  ],
  ['LongDivisionWorksheet', () => <LongDivisionWorksheet dividend="672" divisor="4" />],
  [
    'Worksheet (half done, styled)',
    () => (
      <Worksheet
        problem={problem}
        defaultAnswers={{ 'partial-0-0': 2 }}
        className="homework"
        style={{ maxWidth: '30rem' }}
      />
    ),
  ],
  [
    'Worksheet (controlled, submitted store)',
    () => {
      const raw = { number_0: '57', number_1: '68', operator: '+' } as const;
      const store = createWorksheet(raw, { answers: { 'sum-0': 5, 'sum-1': 3, 'sum-2': 1 } });
      store.submit();
      return <Worksheet problem={raw} store={store} />;
    },
  ],
  [
    'Worksheet (rejected operands)',
    () => <Worksheet problem={{ number_0: '5', number_1: '7', operator: '-' }} />,
  ],
  [
    'DigitGrid',
    () => (
      <DigitGrid
        layout={layoutProblem(solveProblem({ number_0: '125', number_1: '5', operator: '/' }))}
        answers={{ 'quotient-1': 2 }}
        marks={{ 'quotient-1': true }}
        label="125 ÷ 5"
        onEnterDigit={noop}
        onClearBox={noop}
        {...NO_AUTO_FOCUS}
      />
    ),
  ],
  ['WorksheetStatus (loading)', () => <WorksheetStatus status="loading" />],
  ['WorksheetStatus (error)', () => <WorksheetStatus status="error" onRetry={noop} />],
  [
    'WorksheetControls',
    () => (
      <WorksheetControls
        phase="correct"
        canSubmit
        onSubmit={noop}
        onRetry={noop}
        onNextProblem={noop}
      />
    ),
  ],
  ['ScheduleEditor', () => <ScheduleEditor subject="Addition" savedValue="mwf" onSave={noop} />],
  [
    'ReportCard',
    () => (
      <ReportCard
        subject="multiplication"
        title="Multiplication"
        level={4}
        complete={60}
        score={85}
      />
    ),
  ],
  [
    'ReportCard (empty)',
    () => <ReportCard subject="addition" title="Addition" level={0} complete={0} score={null} />,
  ],
  [
    'LevelChart',
    () => (
      <LevelChart
        subject="division"
        title="Division"
        points={[
          { date: '2026-03-01', level: 2, questions: 10, errors: 3 },
          { date: '2026-03-05', level: 3, questions: 10, errors: 1 },
          { date: '2026-03-07-14:03', level: 4 },
        ]}
      />
    ),
  ],
  ['LevelChart (empty)', () => <LevelChart subject="addition" title="Addition" points={[]} />],
  [
    'FormDialog (closed, with its trigger)',
    () => (
      <FormDialog
        title="Change password"
        trigger={<button type="button">Change password</button>}
        onSubmit={noop}
      >
        <label>
          New password <input type="password" />
        </label>
      </FormDialog>
    ),
  ],
];

describe('server rendering and hydration', () => {
  it.each(COMPONENTS)('%s hydrates without a mismatch', async (_name, render) => {
    const { container, serverHtml, problems } = await serverRenderAndHydrate(render);
    expect(serverHtml).not.toBe('');
    expect(problems).toEqual([]);
    // Hydration adopted the server's DOM as it was (compared as the browser serialises it).
    const parsed = document.createElement('template');
    parsed.innerHTML = serverHtml;
    expect(container.innerHTML).toBe(parsed.innerHTML);
  });

  it('the check itself catches a mismatch (text that differs on the client)', async () => {
    let renders = 0;
    const { problems } = await serverRenderAndHydrate(() => (
      <p>{renders++ === 0 ? 'on the server' : 'in the browser'}</p>
    ));
    expect(problems.length).toBeGreaterThan(0);
  });

  it('a hydrated worksheet takes the child’s typing: server boxes, client keyboard', async () => {
    const { container } = await serverRenderAndHydrate(() => (
      <AdditionWorksheet addend1={2} addend2={3} {...NO_AUTO_FOCUS} />
    ));
    const ones = container.querySelector<HTMLInputElement>('input[aria-label="Sum, ones column"]');
    expect(ones).not.toBeNull();
    await userEvent.click(ones as HTMLInputElement);
    await userEvent.keyboard('5{Enter}');
    await expect
      .poll(() => container.querySelector('[role="status"]')?.textContent)
      .toBe('Correct! 🎉');
    expect(container.querySelector('section')?.getAttribute('data-state')).toBe('correct');
  });
});
