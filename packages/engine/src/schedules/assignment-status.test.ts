import { describe, expect, it } from 'vitest';
import type { Subject } from '../types';
import {
  assignmentStatus,
  remainingCount,
  type AssignmentStatus,
  type AssignmentStatusInput,
} from './assignment-status';

/** An instant on a date key at a UTC time; the tests read it in the 'UTC' zone unless they say so. */
const at = (key: string, time = '12:00') => new Date(`${key}T${time}:00Z`);

/** assignmentStatus read in UTC unless the input names another zone. */
const status = (input: AssignmentStatusInput): AssignmentStatus =>
  assignmentStatus({ timeZone: 'UTC', ...input });

/** 09:30 UTC on Saturday 14 March 2026 = 23:30 on Friday 13 March in Honolulu (UTC−10). */
const HONOLULU_FRIDAY_2330 = new Date('2026-03-14T09:30:00Z');

describe('assignmentStatus: no-schedule', () => {
  it('when no subject has any day', () => {
    for (const schedules of [{}, { addition: '', subtraction: '', division: '' }]) {
      const result = status({ schedules, completions: {}, now: at('2026-03-11') });
      expect(result).toEqual({ kind: 'no-schedule' });
      expect(remainingCount(result)).toBe(0);
    }
  });
});

describe('assignmentStatus across a week (Mon 9 – Sun 15 March 2026)', () => {
  // Addition every weekday, multiplication Mon/Wed/Fri; Wednesday's multiplication never got done.
  const schedules = { multiplication: 'mwf', addition: 'mtwrf' };
  const history: Partial<Record<Subject, string[]>> = {
    addition: [
      '2026-03-09-16:00',
      '2026-03-10-16:00',
      '2026-03-11-16:05',
      '2026-03-12-15:40',
      '2026-03-13-16:45',
    ],
    multiplication: ['2026-03-09-16:20', '2026-03-13-17:00'],
  };
  /** What the student had done by `key` (inclusive) or, with `before`, by the start of that day. */
  const doneBy = (key: string, before = false) =>
    Object.fromEntries(
      Object.entries(history).map(([subject, dates]) => [
        subject,
        dates.filter((date) => (before ? date.slice(0, 10) < key : date.slice(0, 10) <= key)),
      ]),
    );
  const mondayNext = { date: '2026-03-16', day: 'm', subjects: ['addition', 'multiplication'] };

  it.each([
    ['Monday', '2026-03-09', { kind: 'today', due: ['addition', 'multiplication'] }],
    ['Tuesday', '2026-03-10', { kind: 'today', due: ['addition'] }],
    ['Wednesday', '2026-03-11', { kind: 'today', due: ['addition', 'multiplication'] }],
    ['Thursday', '2026-03-12', { kind: 'today', due: ['addition'] }],
    ['Friday', '2026-03-13', { kind: 'today', due: ['addition', 'multiplication'] }],
    ['Saturday', '2026-03-14', { kind: 'early', next: mondayNext }],
    ['Sunday', '2026-03-15', { kind: 'early', next: mondayNext }],
  ])('%s morning (%s): %j', (_name, key, expected) => {
    expect(status({ schedules, completions: doneBy(key, true), now: at(key, '07:00') })).toEqual(
      expected,
    );
  });

  it.each([
    ['Monday', '2026-03-09', { kind: 'completed', done: ['addition', 'multiplication'] }],
    ['Tuesday', '2026-03-10', { kind: 'completed', done: ['addition'] }],
    [
      'Wednesday',
      '2026-03-11',
      { kind: 'partial', done: ['addition'], remaining: ['multiplication'] },
    ],
    ['Thursday', '2026-03-12', { kind: 'completed', done: ['addition'] }],
    ['Friday', '2026-03-13', { kind: 'completed', done: ['addition', 'multiplication'] }],
    ['Saturday', '2026-03-14', { kind: 'early', next: mondayNext }],
  ])('%s evening (%s): %j', (_name, key, expected) => {
    expect(status({ schedules, completions: doneBy(key), now: at(key, '20:00') })).toEqual(
      expected,
    );
  });
});

describe('assignmentStatus: today / partial / completed', () => {
  const schedules = { addition: 'w', subtraction: 'mw', division: 'smtwrfa' };
  const wednesday = at('2026-03-11', '15:00');

  it('counts only completions dated today; yesterday’s work does not count', () => {
    const result = status({
      schedules,
      completions: { addition: ['2026-03-10-18:00'], subtraction: ['2026-03-09'] },
      now: wednesday,
    });
    expect(result).toEqual({ kind: 'today', due: ['addition', 'subtraction', 'division'] });
    expect(remainingCount(result)).toBe(3);
  });

  it("gives 'n subject(s) remaining' as remaining, in subject order", () => {
    const result = status({
      schedules,
      completions: { subtraction: ['2026-03-09', '2026-3-11-14:02'], multiplication: ['x'] },
      now: wednesday,
    });
    expect(result).toEqual({
      kind: 'partial',
      done: ['subtraction'],
      remaining: ['addition', 'division'],
    });
    expect(remainingCount(result)).toBe(2);
  });

  it('is completed when every subject scheduled today is done; badge shows 0', () => {
    const today = ['2026-03-11-09:00'];
    const result = status({
      schedules,
      completions: { addition: today, subtraction: today, division: today },
      now: wednesday,
    });
    expect(result).toEqual({
      kind: 'completed',
      done: ['addition', 'subtraction', 'division'],
    });
    expect(remainingCount(result)).toBe(0);
  });
});

describe('assignmentStatus: early and late (nothing scheduled today)', () => {
  const weekdays = { addition: 'mtwrf', subtraction: 'mtwrf' };
  const saturday = at('2026-03-14', '10:00');
  const friday = { date: '2026-03-13', day: 'f', subjects: ['addition', 'subtraction'] };

  it('Saturday, Mon–Fri schedule, Friday done → early with next Monday', () => {
    const fridayDone = ['2026-03-13-16:00'];
    const result = status({
      schedules: weekdays,
      completions: { addition: fridayDone, subtraction: fridayDone },
      now: saturday,
    });
    expect(result).toEqual({
      kind: 'early',
      next: { date: '2026-03-16', day: 'm', subjects: ['addition', 'subtraction'] },
    });
    expect(remainingCount(result)).toBe(0);
  });

  it('Saturday, Friday not done → late with last Friday and the missed subjects', () => {
    const result = status({
      schedules: weekdays,
      completions: { addition: ['2026-03-13-16:00'], subtraction: ['2026-03-12-16:00'] },
      now: saturday,
    });
    expect(result).toEqual({ kind: 'late', last: friday, missed: ['subtraction'] });
    expect(remainingCount(result)).toBe(0);
    expect(status({ schedules: weekdays, completions: {}, now: saturday })).toEqual({
      kind: 'late',
      last: friday,
      missed: ['addition', 'subtraction'],
    });
  });

  it('Friday’s work done late, on Saturday, clears the late banner', () => {
    const result = status({
      schedules: weekdays,
      completions: { addition: ['2026-03-13'], subtraction: ['2026-03-14-09:30'] },
      now: saturday,
    });
    expect(result.kind).toBe('early');
  });

  it('only the last scheduled day counts: an older missed day does not make it late', () => {
    const schedules = { addition: 'mf', division: 'w' };
    const result = status({
      schedules,
      completions: { addition: ['2026-03-13'] }, // Wednesday's division never done
      now: saturday,
    });
    expect(result).toEqual({
      kind: 'early',
      next: { date: '2026-03-16', day: 'm', subjects: ['addition'] },
    });
  });

  it('since suppresses a missed day before it, and is inclusive', () => {
    const input = { schedules: weekdays, completions: {}, now: saturday };
    expect(status({ ...input, since: '2026-03-14' }).kind).toBe('early');
    expect(status({ ...input, since: '2026-3-14' }).kind).toBe('early');
    expect(status({ ...input, since: '2026-03-13' })).toEqual({
      kind: 'late',
      last: friday,
      missed: ['addition', 'subtraction'],
    });
  });
});

describe('assignmentStatus across time zones', () => {
  const weekdays = { addition: 'mtwrf' };

  it('a student in UTC−10 at 23:30 is still on Friday: 23:10 work counts as today', () => {
    const completions = { addition: ['2026-03-12-16:00', '2026-03-13-23:10'] };
    expect(
      status({
        schedules: weekdays,
        completions,
        now: HONOLULU_FRIDAY_2330,
        timeZone: 'Pacific/Honolulu',
      }),
    ).toEqual({ kind: 'completed', done: ['addition'] });
    // Read in UTC the same instant is Saturday, with Friday done.
    expect(status({ schedules: weekdays, completions, now: HONOLULU_FRIDAY_2330 }).kind).toBe(
      'early',
    );
  });

  it('the same student without Friday’s work: due today in Honolulu, late in UTC', () => {
    const completions = { addition: ['2026-03-12-16:00'] };
    expect(
      status({
        schedules: weekdays,
        completions,
        now: HONOLULU_FRIDAY_2330,
        timeZone: 'Pacific/Honolulu',
      }),
    ).toEqual({ kind: 'today', due: ['addition'] });
    expect(status({ schedules: weekdays, completions, now: HONOLULU_FRIDAY_2330 })).toMatchObject({
      kind: 'late',
      last: { date: '2026-03-13' },
    });
  });

  it('a student east of UTC is already on Monday', () => {
    const sundayUtc = new Date('2026-03-15T15:30:00Z'); // 00:30 Monday 16 March in Tokyo
    const completions = { addition: ['2026-03-13'] };
    expect(
      status({ schedules: weekdays, completions, now: sundayUtc, timeZone: 'Asia/Tokyo' }),
    ).toEqual({ kind: 'today', due: ['addition'] });
    expect(status({ schedules: weekdays, completions, now: sundayUtc }).kind).toBe('early');
  });
});

describe('assignmentStatus across month and year ends', () => {
  const weekdays = { addition: 'mtwrf' };

  it('Saturday 28 February: late for Friday 27 February, or early with Monday 2 March', () => {
    const now = at('2026-02-28');
    expect(status({ schedules: weekdays, completions: {}, now })).toMatchObject({
      kind: 'late',
      last: { date: '2026-02-27', day: 'f' },
    });
    expect(status({ schedules: weekdays, completions: { addition: ['2026-2-27'] }, now })).toEqual({
      kind: 'early',
      next: { date: '2026-03-02', day: 'm', subjects: ['addition'] },
    });
  });

  it('Thursday 31 December with Mondays only: late for 28 December unless done', () => {
    const now = at('2026-12-31');
    const schedules = { subtraction: 'm' };
    expect(status({ schedules, completions: { subtraction: ['2026-12-21'] }, now })).toEqual({
      kind: 'late',
      last: { date: '2026-12-28', day: 'm', subjects: ['subtraction'] },
      missed: ['subtraction'],
    });
    expect(status({ schedules, completions: { subtraction: ['2026-12-28-17:00'] }, now })).toEqual({
      kind: 'early',
      next: { date: '2027-01-04', day: 'm', subjects: ['subtraction'] },
    });
    expect(status({ schedules, completions: {}, now, since: '2027-01-01' }).kind).toBe('early');
  });
});

describe('assignmentStatus: bad input', () => {
  it('refuses a corrupt schedule, an unknown zone or a since that is not a date', () => {
    const now = at('2026-03-11');
    expect(() => status({ schedules: { addition: 'MWF' }, completions: {}, now })).toThrow(
      RangeError,
    );
    expect(() =>
      status({ schedules: { addition: 'm' }, completions: {}, now, timeZone: 'Mars/Olympus' }),
    ).toThrow(RangeError);
    expect(() =>
      status({ schedules: { addition: 'm' }, completions: {}, now, since: 'last week' }),
    ).toThrow(/since/);
  });
});
