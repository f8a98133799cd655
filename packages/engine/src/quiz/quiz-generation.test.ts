import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../subjects';
import {
  QUIZ_LENGTH,
  generateQuiz,
  parseQuizSettings,
  quizOperandRange,
  type QuizQuestion,
} from './quiz-generation';

const operands = (questions: QuizQuestion[]): number[] =>
  questions.flatMap(({ problem }) => [Number(problem.number_0), Number(problem.number_1)]);

describe('quizOperandRange (spec §9 quiz generation)', () => {
  it.each([
    [1, 10, 6],
    [5, 50, 10],
    [15, 150, 20],
    [99, 990, 20],
    [100, 1000, 20],
  ])('at level %i: addends up to %i, factors up to %i', (level, maxAddend, maxFactor) => {
    expect(quizOperandRange('addition', level)).toEqual({ min: 0, max: maxAddend });
    expect(quizOperandRange('subtraction', level)).toEqual({ min: 0, max: maxAddend });
    expect(quizOperandRange('multiplication', level)).toEqual({ min: 1, max: maxFactor });
    expect(quizOperandRange('division', level)).toEqual({ min: 1, max: maxFactor });
  });

  it.each([0, -1, 1.5, 101, Number.NaN])('throws RangeError for level %d', (level) => {
    expect(() => quizOperandRange('addition', level)).toThrow(RangeError);
  });

  it('throws RangeError for an unknown operation', () => {
    expect(() => quizOperandRange('algebra' as never, 1)).toThrow(RangeError);
  });
});

describe('generateQuiz', () => {
  it('makes 10 questions of the operation, the same for the same seed', () => {
    const quiz = generateQuiz({ operation: 'multiplication', level: 3, seed: 'fixed' });
    expect(quiz).toHaveLength(QUIZ_LENGTH);
    expect(quiz.every((q) => q.problem.operator === '*')).toBe(true);
    expect(generateQuiz({ operation: 'multiplication', level: 3, seed: 'fixed' })).toEqual(quiz);
  });

  it('gives another quiz for another seed, level or operation', () => {
    const texts = (operation: 'addition' | 'multiplication', level: number, seed: string) =>
      generateQuiz({ operation, level, seed }).map((q) => q.text);
    const base = texts('addition', 5, 'a');
    expect(texts('addition', 5, 'b')).not.toEqual(base);
    expect(texts('addition', 6, 'a')).not.toEqual(base);
    expect(texts('multiplication', 5, 'a')).not.toEqual(base);
  });

  it('uses level 1 by default', () => {
    expect(generateQuiz({ operation: 'addition', seed: 9 })).toEqual(
      generateQuiz({ operation: 'addition', level: 1, seed: 9 }),
    );
  });

  it('writes the question with the signs + − × ÷ and the operands in order', () => {
    const [sum] = generateQuiz({ operation: 'addition', level: 2, seed: 1 });
    const [difference] = generateQuiz({ operation: 'subtraction', level: 2, seed: 1 });
    const [product] = generateQuiz({ operation: 'multiplication', level: 2, seed: 1 });
    const [quotient] = generateQuiz({ operation: 'division', level: 2, seed: 1 });
    for (const [question, sign] of [
      [sum, '+'],
      [difference, '−'],
      [product, '×'],
      [quotient, '÷'],
    ] as const) {
      const { number_0, number_1 } = question?.problem ?? { number_0: '', number_1: '' };
      expect(question?.text).toBe(`${number_0} ${sign} ${number_1}`);
    }
  });

  it.each([
    [1, 10, 6],
    [5, 50, 10],
    [15, 150, 20],
    [100, 1000, 20],
  ])('keeps level %i within addends ≤ %i and factors ≤ %i over many seeds', (level, max, f) => {
    for (let seed = 0; seed < 50; seed += 1) {
      for (const operation of ['addition', 'subtraction'] as const) {
        const values = operands(generateQuiz({ operation, level, seed }));
        expect(Math.max(...values)).toBeLessThanOrEqual(max);
        expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
      }
      const factors = operands(generateQuiz({ operation: 'multiplication', level, seed }));
      expect(Math.max(...factors)).toBeLessThanOrEqual(f);
      expect(Math.min(...factors)).toBeGreaterThanOrEqual(1);
      for (const { problem, answer } of generateQuiz({ operation: 'division', level, seed })) {
        expect(Number(problem.number_1)).toBeLessThanOrEqual(f);
        expect(Number(answer)).toBeLessThanOrEqual(f);
      }
    }
  });

  it('reaches the top of the range: level 1 addends reach 10, level 15 factors reach 20', () => {
    const seeds = Array.from({ length: 30 }, (_, seed) => seed);
    const addends = seeds.flatMap((seed) =>
      operands(generateQuiz({ operation: 'addition', level: 1, seed })),
    );
    const factors = seeds.flatMap((seed) =>
      operands(generateQuiz({ operation: 'multiplication', level: 15, seed })),
    );
    expect(Math.max(...addends)).toBe(10);
    expect(Math.max(...factors)).toBe(20);
  });

  it('refuses level 101 (above the cap), level 0 and fractional levels', () => {
    for (const level of [101, 0, 2.5]) {
      expect(() => generateQuiz({ operation: 'addition', level, seed: 1 })).toThrow(RangeError);
    }
  });

  it('does not repeat a question within a quiz, even in the smallest pools', () => {
    for (const operation of SUBJECTS) {
      for (let seed = 0; seed < 100; seed += 1) {
        const texts = generateQuiz({ operation, level: 1, seed }).map((q) => q.text);
        expect(new Set(texts).size).toBe(QUIZ_LENGTH);
      }
    }
  });
});

describe('parseQuizSettings (spec §2: operation default multiplication, level default 1)', () => {
  it.each([
    [{}, { operation: 'multiplication', level: 1 }],
    [
      { operation: null, level: null },
      { operation: 'multiplication', level: 1 },
    ],
    [
      { operation: 'division', level: '7' },
      { operation: 'division', level: 7 },
    ],
    [
      { operation: 'addition', level: 4 },
      { operation: 'addition', level: 4 },
    ],
    [
      { operation: 'algebra', level: 'abc' },
      { operation: 'multiplication', level: 1 },
    ],
    [
      { operation: 'subtraction', level: '0' },
      { operation: 'subtraction', level: 1 },
    ],
    [
      { operation: 'subtraction', level: '500' },
      { operation: 'subtraction', level: 100 },
    ],
    [{ level: '2.5' }, { operation: 'multiplication', level: 1 }],
    [{ level: -3 }, { operation: 'multiplication', level: 1 }],
  ])('reads %j as %j', (input, settings) => {
    expect(parseQuizSettings(input)).toEqual(settings);
  });
});
