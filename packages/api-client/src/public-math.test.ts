import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Operator, Subject } from '@mathcols/engine';
import { looksLikePlaceholder, problemsFor, subjectLevelKey, type PublicMath } from './index';
import {
  WIRE_OPERATORS,
  WIRE_SUBJECTS,
  apiRequestSchema,
  publicMathGetResponseSchema,
  rawProblemSchema,
} from './protocol';

describe('problemsFor', () => {
  const math: PublicMath = {
    multiplication_4: [{ number_0: '12', number_1: '3', operator: '*' }],
  };

  it('returns the problems of a subject and level by their {subject}_{level} key', () => {
    expect(subjectLevelKey('multiplication', 4)).toBe('multiplication_4');
    expect(problemsFor(math, 'multiplication', 4)).toEqual([
      { number_0: '12', number_1: '3', operator: '*' },
    ]);
  });

  it('returns an empty list for a level without problems', () => {
    expect(problemsFor(math, 'multiplication', 5)).toEqual([]);
    expect(problemsFor(math, 'addition', 4)).toEqual([]);
  });
});

describe('looksLikePlaceholder', () => {
  it('flags stub words and keys that are not {subject}_{level}', () => {
    expect(looksLikePlaceholder({ data: [1, 2] })).toBe(true);
    expect(looksLikePlaceholder({ addition_0: 'placeholder' })).toBe(true);
    expect(looksLikePlaceholder({ addition_0: [], test_1: [] })).toBe(true);
    expect(looksLikePlaceholder({ addition_0: [{ number_0: 'lorem ipsum' }] })).toBe(true);
  });

  it('accepts real problems, including free-text questions', () => {
    const real = {
      addition_0: [
        { number_0: '3', number_1: '4', operator: '+', question: 'For example, 3 + 4?' },
      ],
    };
    expect(looksLikePlaceholder(real)).toBe(false);
    expect(looksLikePlaceholder({})).toBe(false);
    expect(looksLikePlaceholder(null)).toBe(false);
  });
});

describe('protocol schemas', () => {
  it('list every subject and operator of the engine (checked by the type checker)', () => {
    expectTypeOf<Exclude<Subject, (typeof WIRE_SUBJECTS)[number]>>().toBeNever();
    expectTypeOf<Exclude<Operator, (typeof WIRE_OPERATORS)[number]>>().toBeNever();
    expect(WIRE_SUBJECTS).toHaveLength(4);
    expect(WIRE_OPERATORS).toHaveLength(4);
  });

  it('accept a raw problem with digit-string operands and one of + - * /', () => {
    expect(rawProblemSchema.parse({ number_0: '408', number_1: '12', operator: '/' })).toEqual({
      number_0: '408',
      number_1: '12',
      operator: '/',
    });
    expect(
      rawProblemSchema.safeParse({ number_0: '4', number_1: '1', operator: 'x' }).success,
    ).toBe(false);
    expect(
      rawProblemSchema.safeParse({ number_0: '-4', number_1: '1', operator: '+' }).success,
    ).toBe(false);
    expect(rawProblemSchema.safeParse({ number_0: 4, number_1: '1', operator: '+' }).success).toBe(
      false,
    );
  });

  it('reject public keys outside {subject}_{level} with levels 0-19', () => {
    const answer = (key: string) => ({ tag: 'publicmath.get', public: { [key]: [] } });
    expect(publicMathGetResponseSchema.safeParse(answer('division_19')).success).toBe(true);
    expect(publicMathGetResponseSchema.safeParse(answer('division_20')).success).toBe(false);
    expect(publicMathGetResponseSchema.safeParse(answer('fractions_1')).success).toBe(false);
  });

  it('report an unknown POST /api tag at path tag', () => {
    const result = apiRequestSchema.safeParse({ tag: 'user.hack', deviceid: crypto.randomUUID() });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['tag'], message: 'unknown tag' });
  });
});
