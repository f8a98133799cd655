import { createWorksheet, curriculumLevel, type Answers, type RawProblem } from '@mathcols/engine';
import { bugInfo, bugsWithStatus, diagnose, simulateBug } from '@mathcols/engine/diagnosis';
import type { WorksheetCheck } from '@mathcols/react';
import { describe, expect, it } from 'vitest';
import { createDiagnosisSession } from './diagnosis-session';

const minus = (number_0: string, number_1: string): RawProblem => ({
  number_0,
  number_1,
  operator: '-',
});

/** A worksheet of `problem` with `digits` typed by box key, submitted: what onSubmit gets. */
function submitted(problem: RawProblem, digits: Answers, attempts = 1): WorksheetCheck {
  const store = createWorksheet(problem);
  for (const [key, digit] of Object.entries(digits)) {
    if (digit !== undefined) store.enterDigit(key, digit);
  }
  const result = store.submit();
  if (!result) throw new Error('Submit refused the digits');
  return { ...result, attempts, answers: store.getState().answers };
}

/** A careful child's worksheet: every box, borrows and carries too, at the engine's digit. */
function solved(problem: RawProblem): WorksheetCheck {
  const { layout } = createWorksheet(problem).getState();
  const digits: Record<string, Answers[string]> = {};
  for (const box of layout.boxes) if (box.expected !== null) digits[box.key] = box.expected;
  return submitted(problem, digits);
}

const SMALLER_FROM_LARGER = bugInfo('smaller-from-larger');
// 81 − 38 written as 57: 8 − 1 and 8 − 3, the smaller digit taken from the larger.
const P81_38 = minus('81', '38');
const WROTE_57: Answers = { 'difference-0': 7, 'difference-1': 5 };
const fixedClock = () => new Date('2026-03-04T09:00:00Z');
/** Lets the session's 0 ms timer run the probe search a submission asked for. */
const searched = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('DiagnosisSession', () => {
  it("keeps the named bug's hint and columns for the problem, and suspects it", () => {
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57) });
    const [match] = diagnose(P81_38, WROTE_57).bugs;
    // The first red box in working order, the ones, is in the bug's columns: it is ringed.
    expect(session.getState().hints).toEqual({
      a: { text: SMALLER_FROM_LARGER.hint, columns: match?.columns, key: 'difference-0' },
    });
    expect(session.getState().firstAnswers.a).toEqual(WROTE_57);
    expect(bugsWithStatus(session.tracker.getState(), 'suspected')).toEqual([
      'smaller-from-larger',
    ]);
  });

  it('diagnoses the first submission only: retries and a second first try of the same problem are not new evidence', () => {
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem: P81_38, check: solved(P81_38) });
    const after = session.getState();
    // A retry (attempt 2) with the bug's digits is not new evidence.
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57, 2) });
    // Nor is the same problem shown again under its key (a tab shown again).
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57) });
    expect(session.getState().firstAnswers).toBe(after.firstAnswers);
    expect(session.getState().hints).toEqual({});
    expect(session.tracker.getState()).toMatchObject({ problems: 1, bugs: [] });
  });

  it('gives a slip no bug explains the step of its first red box, renewed on every try', () => {
    const session = createDiagnosisSession('addition', fixedClock);
    const problem: RawProblem = { number_0: '47', number_1: '38', operator: '+' };
    // 47 + 38 written as 86: the ones column makes 15, and the child wrote a 6.
    session.submit({ key: 'a', problem, check: submitted(problem, { 'sum-0': 6, 'sum-1': 8 }) });
    expect(session.getState().hints).toEqual({});
    expect(session.getState().slips.a).toEqual({
      text: 'This column makes ten or more. Write the ones here and carry the ten to the next column.',
      columns: [0],
      key: 'sum-0',
    });
    // The ones fixed, the tens now wrong: the hint moves to the tens and its carry.
    session.submit({ key: 'a', problem, check: submitted(problem, { 'sum-0': 5, 'sum-1': 9 }, 2) });
    expect(session.getState().slips.a).toEqual({
      text: 'Add the two digits and the carry from the column on the right.',
      columns: [1],
      key: 'sum-1',
    });
    session.submit({ key: 'a', problem, check: submitted(problem, { 'sum-0': 5, 'sum-1': 8 }, 3) });
    expect(session.getState().slips.a).toBeUndefined();
    expect(session.tracker.getState()).toMatchObject({ problems: 1, bugs: [] });
  });

  it('the same box red again after a try gets the step worked out with its numbers', () => {
    const session = createDiagnosisSession('addition', fixedClock);
    const problem: RawProblem = { number_0: '47', number_1: '38', operator: '+' };
    const wrongTens = { 'sum-0': 5, 'sum-1': 9 } as const;
    session.submit({ key: 'a', problem, check: submitted(problem, wrongTens) });
    const plain = 'Add the two digits and the carry from the column on the right.';
    expect(session.getState().slips.a?.text).toBe(plain);
    session.submit({
      key: 'a',
      problem,
      check: submitted(problem, { ...wrongTens, 'sum-1': 7 }, 2),
    });
    expect(session.getState().slips.a).toEqual({
      text: 'In this column: 4 + 3 + 1 carried. Write the total here.',
      columns: [1],
      key: 'sum-1',
    });
    // Another problem shown under a new key starts again at the plain sentence.
    session.submit({ key: 'b', problem, check: submitted(problem, wrongTens) });
    expect(session.getState().slips.b?.text).toBe(plain);
  });

  it("a named bug's hint gives way after a retry to the hint of the red boxes left", () => {
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57) });
    expect(session.getState().hints.a?.text).toBe(SMALLER_FROM_LARGER.hint);
    // The ones fixed (3), the tens still 5: the tens' own step, then worked out.
    const onesFixed = { 'borrow-1': 7, 'difference-0': 3, 'difference-1': 5 } as const;
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, onesFixed, 2) });
    expect(session.getState().hints.a).toBeUndefined();
    expect(session.getState().slips.a?.key).toBe('difference-1');
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, onesFixed, 3) });
    expect(session.getState().slips.a?.text).toBe(
      'The top 8 gave a ten to its right, so it is 7 now. Work out 7 − 3 and write it here.',
    );
  });

  it('records a clean first solve too: it clears a suspicion', () => {
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57) });
    const next = minus('52', '17');
    session.submit({ key: 'b', problem: next, check: solved(next) });
    expect(session.tracker.getState()).toMatchObject({ problems: 2, bugs: [] });
    expect(session.getState().hints.b).toBeUndefined();
  });

  it('queues a probe of the level after a suspicion, serves it on moveOn, then lets the page go on', async () => {
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57), level: 4 });
    // The hint is there at once; the probe search waits until the result has shown.
    expect(session.getState().hints.a).toBeDefined();
    expect(session.getState().queuedProbe).toBeNull();
    await searched();
    const queued = session.getState().queuedProbe;
    if (!queued) throw new Error('expected a probe');
    expect(session.getState().probe).toBeNull();
    const { number_0, number_1 } = queued.problem;
    expect(curriculumLevel('subtraction', 4).accepts(number_0, number_1)).toBe(true);
    // The probe can show the suspected bug: its simulated worksheet is wrong somewhere.
    expect(simulateBug('smaller-from-larger', queued.problem)).not.toBeNull();

    // Leaving the page's own problem: advance, and the probe is shown.
    expect(session.moveOn()).toBe(true);
    expect(session.getState()).toMatchObject({ probe: queued, queuedProbe: null });
    // A clean probe clears the suspicion, so no other probe follows.
    session.submit({ key: queued.key, problem: queued.problem, check: solved(queued.problem) });
    expect(session.tracker.getState().bugs).toEqual([]);
    await searched();
    expect(session.getState().queuedProbe).toBeNull();
    // Leaving the probe: the page's next problem is still waiting (do not advance).
    expect(session.moveOn()).toBe(false);
    expect(session.getState().probe).toBeNull();
    expect(session.moveOn()).toBe(true);
  });

  it('the same mistake on the probe confirms the bug; a confirmed bug asks no more probes', async () => {
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57), level: 4 });
    session.moveOn();
    const probe = session.getState().probe;
    if (!probe) throw new Error('expected a probe');
    const buggy = simulateBug('smaller-from-larger', probe.problem) ?? {};
    session.submit({
      key: probe.key,
      problem: probe.problem,
      check: submitted(probe.problem, buggy),
      level: 4,
    });
    expect(bugsWithStatus(session.tracker.getState(), 'confirmed')).toEqual([
      'smaller-from-larger',
    ]);
    expect(session.getState().hints[probe.key]?.text).toBe(SMALLER_FROM_LARGER.hint);
    await searched();
    expect(session.getState().queuedProbe).toBeNull();
  });

  it('serves no probe without a level (assignments) or where the level cannot show the bug', async () => {
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57) });
    const other = createDiagnosisSession('subtraction', fixedClock);
    // Level 0 (1-digit − 1-digit, no borrowing) cannot show a borrowing bug.
    other.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57), level: 0 });
    await searched();
    expect(session.getState().queuedProbe).toBeNull();
    expect(other.getState().queuedProbe).toBeNull();
    expect(other.moveOn()).toBe(true);
    expect(other.getState().probe).toBeNull();
  });

  it("an ambiguous diagnosis shows the first id's hint", () => {
    // 81 − 36 = 55 both ways: 11 − 6 = 5 (no decrement) and 6 − 1 = 5 (smaller from larger).
    const problem = minus('81', '36');
    const wrote: Answers = { 'difference-0': 5, 'difference-1': 5 };
    const diagnosis = diagnose(problem, wrote);
    expect(diagnosis.ambiguous).toBe(true);
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem, check: submitted(problem, wrote) });
    // The ones (5) are right: the ring goes on the tens, the first red box.
    expect(session.getState().hints.a).toEqual({
      text: bugInfo('borrow-no-decrement').hint,
      columns: diagnosis.bugs[0]?.columns,
      key: 'difference-1',
    });
  });

  it('borrowing from a 0 without changing it shows the hint about the zero', () => {
    // 800 − 7 = 803: the zero was not changed. 'Make it one smaller' cannot be done to a 0.
    const problem = minus('800', '7');
    const wrote: Answers = { 'difference-0': 3, 'difference-1': 0, 'difference-2': 8 };
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem, check: submitted(problem, wrote) });
    expect(session.getState().hints.a?.text).toBe(bugInfo('stops-borrow-at-zero').hint);
    expect(session.getState().hints.a?.text).toMatch(/zero/);
  });

  it('dropProbe forgets a waiting or shown probe; reset forgets everything', async () => {
    const session = createDiagnosisSession('subtraction', fixedClock);
    session.submit({ key: 'a', problem: P81_38, check: submitted(P81_38, WROTE_57), level: 4 });
    session.dropProbe();
    // Dropped before its search ran: it does not come back.
    await searched();
    expect(session.getState()).toMatchObject({ queuedProbe: null, probe: null });
    expect(session.getState().hints.a).toBeDefined();
    session.reset();
    expect(session.getState()).toEqual({
      hints: {},
      slips: {},
      firstAnswers: {},
      queuedProbe: null,
      probe: null,
    });
    expect(session.tracker.getState()).toMatchObject({ problems: 0, bugs: [] });
  });
});
