import { describe, expect, it } from 'vitest';
import { studentSessionSchema } from '@mathcols/api-client/protocol';
import type { StudentRow } from '../../db/schema';
import {
  fullName,
  initialMathLevels,
  mergeMathLevels,
  mergeSchedules,
  studentLimitReason,
  studentSessionRecord,
} from './rules';

describe('studentLimitReason', () => {
  it('lets a non-premium parent add one student and then points to premium', () => {
    expect(studentLimitReason(0, false)).toBeNull();
    expect(studentLimitReason(1, false)).toBe('Premium Feature');
    expect(studentLimitReason(3, false)).toBe('Premium Feature');
  });

  it('lets a premium parent add four students and then says the limit is reached', () => {
    for (const count of [0, 1, 2, 3]) expect(studentLimitReason(count, true)).toBeNull();
    expect(studentLimitReason(4, true)).toBe('Student Limit Reached');
    expect(studentLimitReason(4, false)).toBe('Student Limit Reached');
  });
});

describe('levels and schedules', () => {
  it('starts every subject at level 0 unless the parent chose one', () => {
    expect(initialMathLevels(undefined)).toEqual({
      addition: { level: '0' },
      subtraction: { level: '0' },
      multiplication: { level: '0' },
      division: { level: '0' },
    });
    expect(initialMathLevels({ division: { level: '12' } }).division).toEqual({ level: '12' });
  });

  it('changes only the named subjects’ levels and keeps their completion dates', () => {
    const stored = {
      addition: { level: '3', completionDate: '2025-03-13' },
      division: { level: '1' },
    };
    expect(mergeMathLevels(stored, { addition: { level: '4' } })).toEqual({
      addition: { level: '4', completionDate: '2025-03-13' },
      division: { level: '1' },
    });
    expect(mergeMathLevels(stored, { subtraction: { level: '2' } }).subtraction).toEqual({
      level: '2',
    });
  });

  it('replaces only the named subjects’ schedules, an empty one included', () => {
    const stored = { addition: { schedule: 'mwf' }, division: { schedule: 'sa' } };
    expect(mergeSchedules(stored, { addition: { schedule: '' } })).toEqual({
      addition: { schedule: '' },
      division: { schedule: 'sa' },
    });
  });
});

describe('the student session record', () => {
  it('greets with capitalised names, or the handle when there are none', () => {
    expect(fullName('ada', 'lovelace', 'ada.k')).toBe('Ada Lovelace');
    expect(fullName('anne-marie', 'de la cruz', 'amc')).toBe('Anne-Marie De La Cruz');
    expect(fullName('élodie', 'ñúñez', 'eln')).toBe('Élodie Ñúñez');
    expect(fullName(' ', '', 'kid.one')).toBe('kid.one');
  });

  it('lists all four subjects with schedule, level and completion date', () => {
    const row = {
      id: 'id',
      parentId: 'parent',
      accountname: 'ada.k',
      passwordHash: 'scrypt$…',
      firstname: 'ada',
      lastname: 'lovelace',
      gradelevel: 4,
      mathlevels: { addition: { level: '5', completionDate: '2025-03-13' } },
      mathschedule: { addition: { schedule: 'mwf' }, division: { schedule: 'a' } },
      createdAt: new Date(),
    } satisfies StudentRow;
    const record = studentSessionRecord(row, true);
    expect(studentSessionSchema.parse(record)).toEqual(record);
    expect(record).toEqual({
      accountname: 'ada.k',
      firstname: 'ada',
      lastname: 'lovelace',
      fullName: 'Ada Lovelace',
      premium: 'true',
      gradelevel: '4',
      math: {
        addition: { schedule: 'mwf', level: '5', completionDate: '2025-03-13' },
        subtraction: { schedule: '', level: '0' },
        multiplication: { schedule: '', level: '0' },
        division: { schedule: 'a', level: '0' },
      },
    });
    expect(record).not.toHaveProperty('passwordHash');
    expect(studentSessionRecord(row, false).premium).toBe('false');
  });
});
