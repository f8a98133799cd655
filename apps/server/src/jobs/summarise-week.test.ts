import { describe, expect, it } from 'vitest';
import { summariseWeek, type WeekSet } from './summarise-week';

const set = (subject: string, level: number, errors: number, chosenAction: string | null = null) =>
  ({ subject, level, questions: 10, errors, chosenAction }) satisfies WeekSet;

describe('summariseWeek', () => {
  it('sums each subject in the product order, with accuracy and the level moves', () => {
    const summary = summariseWeek([
      set('subtraction', 4, 6, 'decrease'),
      set('addition', 1, 0, 'advance'),
      set('addition', 2, 1, 'advance'),
      set('addition', 3, 5, 'repeat'),
      set('subtraction', 3, 2),
    ]);
    expect(summary).toEqual({
      subjects: [
        {
          subject: 'addition',
          sets: 3,
          questions: 30,
          errors: 6,
          percent: 80,
          startLevel: 1,
          endLevel: 3,
          advanced: 2,
          decreased: 0,
        },
        {
          subject: 'subtraction',
          sets: 2,
          questions: 20,
          errors: 8,
          percent: 60,
          startLevel: 4,
          endLevel: 3,
          advanced: 0,
          decreased: 1,
        },
      ],
      sets: 5,
      questions: 50,
      percent: 72,
    });
  });

  it('applies the last set’s chosen action to the level the week ends at', () => {
    const [division] = summariseWeek([set('division', 7, 0, 'advance')]).subjects;
    expect(division).toMatchObject({ startLevel: 7, endLevel: 8, advanced: 1 });
  });

  it('rounds accuracy like the report card (half up) and caps errors at the questions', () => {
    const summary = summariseWeek([
      { subject: 'multiplication', level: 0, questions: 8, errors: 1, chosenAction: null },
      { subject: 'multiplication', level: 0, questions: 3, errors: 9, chosenAction: null },
    ]);
    // 11 questions, 1 + 3 wrong: 7/11 = 63.6 %.
    expect(summary.subjects[0]).toMatchObject({ questions: 11, errors: 4, percent: 64 });
    expect(summary.percent).toBe(64);
  });

  it('is empty for a quiet week, and ignores sets of unknown subjects', () => {
    expect(summariseWeek([])).toEqual({ subjects: [], sets: 0, questions: 0, percent: null });
    expect(summariseWeek([set('fractions', 2, 0)]).sets).toBe(0);
  });
});
