import { describe, expect, it } from 'vitest';
import { OperandError } from '../errors';
import { layoutProblem, solveProblem } from '../operations';
import type { Answers, RawProblem } from '../types';
import { diagnose } from './diagnose';
import { simulateBug } from './simulate';
import { carefulAnswers } from './work-answers';

const raw = (number_0: string, operator: RawProblem['operator'], number_1: string): RawProblem => ({
  number_0,
  number_1,
  operator,
});

/** The careful child's worksheet of a problem (every box at its expected digit). */
const correct = (problem: RawProblem): Answers =>
  carefulAnswers(layoutProblem(solveProblem(problem)));

describe('diagnose', () => {
  it('never diagnoses a worksheet without a wrong box, but says which bugs it could show', () => {
    const problem = raw('305', '-', '9');
    const diagnosis = diagnose(problem, correct(problem));
    expect(diagnosis).toEqual({
      wrongCount: 0,
      answer: '296',
      bugs: [],
      ambiguous: false,
      couldShow: [
        'borrow-across-zero',
        'borrow-from-zero',
        'borrow-no-decrement',
        'smaller-from-larger',
        'stops-borrow-at-zero',
      ],
    });
    // Carry boxes left blank are no mistake either.
    expect(diagnose(raw('47', '+', '38'), { 'sum-0': 5, 'sum-1': 8 }).bugs).toEqual([]);
  });

  it('names the bug with its evidence boxes and the columns it concerns', () => {
    const diagnosis = diagnose(raw('47', '+', '38'), { 'sum-0': 5, 'sum-1': 7 });
    expect(diagnosis.wrongCount).toBe(1);
    expect(diagnosis.answer).toBe('75');
    expect(diagnosis.ambiguous).toBe(false);
    expect(diagnosis.bugs).toEqual([
      {
        id: 'forgot-to-carry',
        fit: 'exact',
        evidence: ['sum-1'],
        unexplained: [],
        counterEvidence: [],
        columns: [1],
        score: 1,
      },
    ]);
  });

  it('points a product added without its placeholder zeros at the columns where it goes wrong', () => {
    // 50 × 92: the rows 100 and 450 (its 0 is printed) are right; 100 + 450 = 550. The hint's
    // arrow belongs under the tens, where the second row begins, not under the ones (right).
    const columnsOf = (problem: RawProblem) => {
      const answers = simulateBug('partial-product-not-shifted', problem) ?? {};
      const [match] = diagnose(problem, answers).bugs;
      return [match?.id, match?.columns];
    };
    expect(columnsOf(raw('50', '*', '92'))).toEqual(['partial-product-not-shifted', [1]]);
    expect(columnsOf(raw('473', '*', '268'))).toEqual(['partial-product-not-shifted', [1, 2]]);
    // One row (× 30): the placeholder zero is the ones box, and the child left it out.
    expect(columnsOf(raw('47', '*', '30'))).toEqual(['partial-product-not-shifted', [0]]);
  });

  it('gives no diagnosis to a wrong answer that no bug explains (never the nearest name)', () => {
    expect(diagnose(raw('81', '-', '38'), { 'difference-0': 4, 'difference-1': 4 }).bugs).toEqual(
      [],
    );
    expect(diagnose(raw('47', '+', '38'), { 'sum-0': 5, 'sum-1': 9 }).bugs).toEqual([]);
    // One basic fact wrong: 47 × 8 with 7 × 8 = 48 (write 8, carry 4; 4 × 8 + 4 = 36) → 368.
    const fact = diagnose(raw('47', '*', '8'), {
      'carry-1': 4,
      'product-0': 8,
      'product-1': 6,
      'product-2': 3,
    });
    expect(fact.wrongCount).toBe(2);
    expect(fact.bugs).toEqual([]);
    // A blank worksheet is wrong everywhere, but explained by nothing.
    expect(diagnose(raw('81', '-', '38'), {}).bugs).toEqual([]);
  });

  it('reads a written borrow digit as counter-evidence against borrow-no-decrement', () => {
    const problem = raw('81', '-', '38');
    expect(diagnose(problem, { 'difference-0': 3, 'difference-1': 5 }).bugs[0]?.id).toBe(
      'borrow-no-decrement',
    );
    // The child lowered the 8 to 7 and still wrote 5 in the tens: not this bug.
    const diagnosis = diagnose(problem, { 'borrow-1': 7, 'difference-0': 3, 'difference-1': 5 });
    expect(diagnosis.wrongCount).toBe(1);
    expect(diagnosis.bugs).toEqual([]);
  });

  it('tolerates an inconsistent child: "mostly" when most deviations are the bug', () => {
    // 56789 + 24567 = 81356. Forgetting every carry gives 70246; this child carried once.
    const diagnosis = diagnose(raw('56789', '+', '24567'), {
      'sum-0': 6,
      'sum-1': 5,
      'sum-2': 2,
      'sum-3': 0,
      'sum-4': 7,
    });
    expect(diagnosis.bugs).toEqual([
      {
        id: 'forgot-to-carry',
        fit: 'mostly',
        evidence: ['sum-2', 'sum-3', 'sum-4'],
        unexplained: [],
        counterEvidence: ['sum-1'],
        columns: [1, 2, 3, 4],
        score: 0.75,
      },
    ]);
    // One explained box among several unexplained ones is not enough.
    expect(
      diagnose(raw('56789', '+', '24567'), {
        'sum-0': 6,
        'sum-1': 4,
        'sum-2': 9,
        'sum-3': 9,
        'sum-4': 9,
      }).bugs,
    ).toEqual([]);
  });

  it('names every bug that explains the answer when several do, and says it is ambiguous', () => {
    // 81 − 36: |1 − 6| = 5 and 11 − 6 = 5; the 8 is not lowered either way → 55.
    const diagnosis = diagnose(raw('81', '-', '36'), { 'difference-0': 5, 'difference-1': 5 });
    expect(diagnosis.ambiguous).toBe(true);
    expect(diagnosis.bugs.map((match) => match.id)).toEqual([
      'borrow-no-decrement',
      'smaller-from-larger',
    ]);
  });

  it('ignores the shared carry boxes of a long multiplication with partial rows', () => {
    const problem = raw('47', '*', '36');
    const answers = { ...simulateBug('carry-not-added', problem), 'carry-1': 9 } as Answers;
    expect(diagnose(problem, answers).bugs.map((match) => [match.id, match.fit])).toEqual([
      ['carry-not-added', 'exact'],
    ]);
    // With a single row they count: the carry written and then added contradicts the bug.
    const single = raw('47', '*', '6');
    const wrong = {
      ...simulateBug('carry-added-before-multiplying', single),
      'carry-1': 2,
    } as Answers;
    expect(diagnose(single, wrong).bugs).toEqual([]);
  });

  it('takes a solved problem as well as a raw one, and throws OperandError for a bad one', () => {
    const answers = simulateBug('missing-quotient-zero', raw('612', '/', '3')) ?? {};
    const fromRaw = diagnose(raw('612', '/', '3'), answers);
    expect(diagnose(solveProblem(raw('612', '/', '3')), answers)).toEqual(fromRaw);
    expect(fromRaw.bugs.map((match) => match.id)).toEqual(['missing-quotient-zero']);
    expect(fromRaw.bugs[0]?.columns).toEqual([1]);
    expect(() => diagnose(raw('5', '-', '7'), {})).toThrow(OperandError);
  });

  it('returns plain JSON data', () => {
    const diagnosis = diagnose(
      raw('206', '-', '8'),
      simulateBug('stops-borrow-at-zero', raw('206', '-', '8')) ?? {},
    );
    expect(JSON.parse(JSON.stringify(diagnosis))).toEqual(diagnosis);
  });
});
