import { describe, expect, it } from 'vitest';
import { testStudentSession } from '../testing/fake-session';
import { countAssignmentsDue, localDateKey } from './assignments-due';

/** Friday 6 March 2026, 18:30 local time. */
const FRIDAY = new Date(2026, 2, 6, 18, 30);

describe('countAssignmentsDue', () => {
  it('counts subjects scheduled on the weekday (letter f for Friday)', () => {
    const session = testStudentSession({
      math: {
        addition: { schedule: 'f', level: '0' },
        subtraction: { schedule: 'smtwrfa', level: '0' },
        division: { schedule: 'mtwr', level: '0' },
      },
    });
    expect(countAssignmentsDue({ session, history: {} }, FRIDAY)).toBe(2);
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
      subtraction: [{ createdDate: '2026-3-6-09:15', level: '0', questions: 10, errors: 0 }],
      multiplication: [{ createdDate: '2026-3-5-09:15', level: '0', questions: 10, errors: 0 }],
    };
    expect(countAssignmentsDue({ session, history }, FRIDAY)).toBe(1);
  });

  it('is 0 without subjects', () => {
    expect(countAssignmentsDue({ session: testStudentSession(), history: {} }, FRIDAY)).toBe(0);
  });
});

describe('localDateKey', () => {
  it('writes the local date zero-padded', () => {
    expect(localDateKey(FRIDAY)).toBe('2026-03-06');
  });
});
