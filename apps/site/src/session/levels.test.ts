import { describe, expect, it } from 'vitest';
import { testStudentSession } from '../testing/fake-session';
import { levelNumber, studentLevel } from './levels';

describe('levelNumber / studentLevel', () => {
  it('reads wire levels 0–19 and counts anything else as level 0', () => {
    expect(['0', '7', '19'].map(levelNumber)).toEqual([0, 7, 19]);
    expect(['20', '-1', '2.5', 'x', '', undefined].map(levelNumber)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("gives the student's level of a subject, 0 when the record has none", () => {
    const session = testStudentSession({ math: { division: { schedule: 'mwf', level: '4' } } });
    expect(studentLevel(session, 'division')).toBe(4);
    expect(studentLevel(session, 'addition')).toBe(0);
  });
});
