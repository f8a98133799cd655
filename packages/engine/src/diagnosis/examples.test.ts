import { describe, expect, it } from 'vitest';
import type { Operator, RawProblem } from '../types';
import { answerText } from './answer-text';
import { BUGS, bugInfo, bugsFor, isBugId } from './catalogue';
import { diagnose } from './diagnose';
import { simulateBug } from './simulate';
import { BUG_IDS, type BugId } from './types';

describe('the bug catalogue', () => {
  it('has every id once, in BUG_IDS order, each with its texts and source', () => {
    expect(BUGS.map((bug) => bug.id)).toEqual([...BUG_IDS]);
    for (const bug of BUGS) {
      expect(bug.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(bug.name.length).toBeGreaterThan(0);
      expect(bug.parentDescription).toMatch(/your child/i);
      expect(bug.source).toMatch(/\(\d{4}\)/);
      expect(bug.example.problem.operator).toBe(
        { addition: '+', subtraction: '-', multiplication: '*', division: '/' }[bug.subject],
      );
    }
  });

  it('gives one kind sentence per hint that names no digit (never the answer)', () => {
    for (const bug of BUGS) {
      expect(bug.hint, bug.id).not.toMatch(/\d/);
      expect(bug.hint, bug.id).toMatch(/^[A-Z][^.!?]*[.]$/);
      expect(bug.hint.length, bug.id).toBeLessThanOrEqual(140);
    }
  });

  it('looks records up by id and subject, and refuses unknown ids', () => {
    expect(bugInfo('smaller-from-larger').hint).toBe(
      'When the top digit is smaller, borrow from the next column first.',
    );
    expect(bugsFor('addition').map((bug) => bug.id)).toEqual([
      'forgot-to-carry',
      'whole-column-sum',
    ]);
    expect(bugsFor('division').map((bug) => bug.id)).toEqual([
      'missing-quotient-zero',
      'remainder-too-large',
    ]);
    expect(isBugId('borrow-from-zero')).toBe(true);
    expect(isBugId('borrow-from-one')).toBe(false);
    expect(() => bugInfo('nope' as BugId)).toThrow(RangeError);
    expect(() => bugsFor('algebra' as 'addition')).toThrow(RangeError);
  });

  it('is frozen plain data (no simulator on the public records)', () => {
    const bug = bugInfo('forgot-to-carry');
    expect(Object.isFrozen(bug)).toBe(true);
    expect(JSON.parse(JSON.stringify(BUGS))).toEqual(BUGS);
    expect('simulate' in bug).toBe(false);
  });
});

describe('the published examples reproduce through the simulator', () => {
  it.each(BUGS.map((bug) => [bug.id, bug] as const))('%s', (_id, bug) => {
    const answers = simulateBug(bug.id, bug.example.problem);
    expect(answers).not.toBeNull();
    expect(answerText(bug.example.problem, answers ?? {})).toBe(bug.example.answer);
    // The diagnoser names the bug on its own example.
    const diagnosis = diagnose(bug.example.problem, answers ?? {});
    expect(diagnosis.bugs.map((match) => match.id)).toContain(bug.id);
    expect(diagnosis.bugs.every((match) => match.fit === 'exact')).toBe(true);
  });

  const cases: ReadonlyArray<[BugId, string, Operator, string, string]> = [
    ['smaller-from-larger', '81', '-', '38', '57'],
    ['borrow-no-decrement', '81', '-', '38', '53'],
    ['borrow-from-zero', '305', '-', '9', '396'],
    ['borrow-across-zero', '206', '-', '8', '108'],
    ['borrow-across-zero', '305', '-', '9', '206'],
    ['stops-borrow-at-zero', '206', '-', '8', '208'],
    ['forgot-to-carry', '47', '+', '38', '75'],
    ['whole-column-sum', '47', '+', '38', '715'],
    ['carry-not-added', '47', '*', '6', '242'],
    ['carry-added-before-multiplying', '47', '*', '6', '482'],
    ['partial-product-not-shifted', '23', '*', '45', '207'],
    ['missing-quotient-zero', '612', '/', '3', '24'],
    ['remainder-too-large', '47', '/', '5', '8 r 7'],
  ];
  it.each(cases)('%s: %s %s %s = %s (issue 12)', (id, a, operator, b, answer) => {
    const problem: RawProblem = { number_0: a, number_1: b, operator };
    expect(answerText(problem, simulateBug(id, problem) ?? {})).toBe(answer);
  });

  it('names stops-borrow-at-zero and borrow-no-decrement together on 206 − 8 = 208, the zero first', () => {
    const problem = { number_0: '206', number_1: '8', operator: '-' } as const;
    const diagnosis = diagnose(problem, simulateBug('stops-borrow-at-zero', problem) ?? {});
    expect(diagnosis.ambiguous).toBe(true);
    // The zero's own bug first: its hint is the one a child can follow (a 0 cannot be made
    // one smaller).
    expect(diagnosis.bugs.map((match) => match.id)).toEqual([
      'stops-borrow-at-zero',
      'borrow-no-decrement',
    ]);
    const eightHundred = { number_0: '800', number_1: '7', operator: '-' } as const;
    expect(
      diagnose(eightHundred, { 'difference-0': 3, 'difference-1': 0, 'difference-2': 8 }).bugs.map(
        (match) => match.id,
      ),
    ).toEqual(['stops-borrow-at-zero', 'borrow-no-decrement']);
  });
});
