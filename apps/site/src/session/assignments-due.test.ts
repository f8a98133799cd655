import { describe, expect, it } from 'vitest';
import { testStudentSession } from '../testing/fake-session';
import {
  assignmentsDueCount,
  subjectsDoneToday,
  studentAssignmentStatus,
  weekPlan,
} from './assignments-due';

/** Friday 6 March 2026, 18:30 local time. */
const FRIDAY = new Date(2026, 2, 6, 18, 30);

const entry = (createdDate: string) => ({ createdDate, level: '0', questions: 10, errors: 0 });

describe('assignmentsDueCount', () => {
  it('counts subjects scheduled on the weekday (letter f for Friday)', () => {
    const session = testStudentSession({
      math: {
        addition: { schedule: 'f', level: '0' },
        subtraction: { schedule: 'smtwrfa', level: '0' },
        division: { schedule: 'mtwr', level: '0' },
      },
    });
    expect(assignmentsDueCount({ session, history: {} }, FRIDAY)).toBe(2);
  });

  it('leaves out subjects completed today, by completion date or unpadded history date', () => {
    const session = testStudentSession({
      math: {
        addition: { schedule: 'f', level: '0', completionDate: '2026-03-06' },
        subtraction: { schedule: 'f', level: '0' },
        multiplication: { schedule: 'f', level: '0', completionDate: '2026-03-05' },
      },
    });
    const history = {
      subtraction: [entry('2026-3-6-09:15')],
      multiplication: [entry('2026-3-5-09:15')],
    };
    expect(assignmentsDueCount({ session, history }, FRIDAY)).toBe(1);
    expect(studentAssignmentStatus({ session, history }, FRIDAY)).toEqual({
      kind: 'partial',
      done: ['addition', 'subtraction'],
      remaining: ['multiplication'],
    });
  });

  it('is 0 without subjects, and on a day with nothing scheduled', () => {
    expect(assignmentsDueCount({ session: testStudentSession(), history: {} }, FRIDAY)).toBe(0);
    const session = testStudentSession({ math: { addition: { schedule: 'mw', level: '0' } } });
    expect(assignmentsDueCount({ session, history: {} }, FRIDAY)).toBe(0);
  });
});

describe('subjectsDoneToday', () => {
  it('looks at the latest of the history dates and the completion date', () => {
    const session = testStudentSession({ math: { addition: { schedule: 'f', level: '1' } } });
    const doneToday = (history = {}) => subjectsDoneToday({ session, history }, FRIDAY);
    expect(doneToday().includes('addition')).toBe(false);
    const history = { addition: [entry('2026-03-02-10:00'), entry('2026-03-06-08:00')] };
    expect(doneToday(history).includes('addition')).toBe(true);
    expect(doneToday(history).includes('division')).toBe(false);
  });
});

describe('weekPlan', () => {
  it('lists the days with work, Sunday first, each with its subjects in subject order', () => {
    const session = testStudentSession({
      math: {
        division: { schedule: 'mf', level: '0' },
        addition: { schedule: 'fm', level: '0' },
        subtraction: { schedule: 'a', level: '0' },
      },
    });
    expect(weekPlan({ session, history: {} })).toEqual([
      { day: 'm', subjects: ['addition', 'division'] },
      { day: 'f', subjects: ['addition', 'division'] },
      { day: 'a', subjects: ['subtraction'] },
    ]);
  });
});
