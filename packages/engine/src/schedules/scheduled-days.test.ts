import { describe, expect, it } from 'vitest';
import {
  isCompletedToday,
  lastScheduledDay,
  latestDateKey,
  nextScheduledDay,
  todaysSubjects,
} from './scheduled-days';

/** Noon UTC on a date key, read in the 'UTC' zone below: no dependence on the runner's zone. */
const noonUtc = (key: string) => new Date(`${key}T12:00:00Z`);

/** 09:30 UTC on Saturday 14 March 2026 = 23:30 on Friday 13 March in Honolulu (UTC−10). */
const HONOLULU_FRIDAY_2330 = new Date('2026-03-14T09:30:00Z');

describe('todaysSubjects', () => {
  const schedules = { division: 'as', addition: 'mwf', subtraction: 'mtwrf' };

  it.each([
    ['Monday', '2026-03-09', ['addition', 'subtraction']],
    ['Tuesday', '2026-03-10', ['subtraction']],
    ['Wednesday', '2026-03-11', ['addition', 'subtraction']],
    ['Thursday', '2026-03-12', ['subtraction']],
    ['Friday', '2026-03-13', ['addition', 'subtraction']],
    ['Saturday', '2026-03-14', ['division']],
    ['Sunday', '2026-03-15', ['division']],
  ] as const)('on %s %s lists %j, in subject order', (_name, key, expected) => {
    expect(todaysSubjects(schedules, noonUtc(key), 'UTC')).toEqual(expected);
  });

  it('treats a missing subject or an empty schedule as no days', () => {
    expect(todaysSubjects({}, noonUtc('2026-03-09'), 'UTC')).toEqual([]);
    expect(todaysSubjects({ addition: '', division: '' }, noonUtc('2026-03-09'), 'UTC')).toEqual(
      [],
    );
  });

  it('uses the weekday in the student’s time zone: 23:30 Friday in Honolulu is still Friday', () => {
    const schedules = { addition: 'f', multiplication: 'a' };
    expect(todaysSubjects(schedules, HONOLULU_FRIDAY_2330, 'Pacific/Honolulu')).toEqual([
      'addition',
    ]);
    expect(todaysSubjects(schedules, HONOLULU_FRIDAY_2330, 'UTC')).toEqual(['multiplication']);
  });

  it('refuses a corrupt schedule or an unknown time zone', () => {
    expect(() => todaysSubjects({ addition: 'Mon' }, noonUtc('2026-03-09'), 'UTC')).toThrow(
      RangeError,
    );
    expect(() => todaysSubjects({ addition: 'm' }, noonUtc('2026-03-09'), 'Mars/Olympus')).toThrow(
      RangeError,
    );
  });
});

describe('nextScheduledDay / lastScheduledDay', () => {
  const weekdays = { addition: 'mtwrf', subtraction: 'mtwrf' };

  it('from Saturday with a Mon–Fri schedule: next is Monday, last is Friday', () => {
    const saturday = noonUtc('2026-03-14');
    expect(nextScheduledDay(weekdays, saturday, 'UTC')).toEqual({
      date: '2026-03-16',
      day: 'm',
      subjects: ['addition', 'subtraction'],
    });
    expect(lastScheduledDay(weekdays, saturday, 'UTC')).toEqual({
      date: '2026-03-13',
      day: 'f',
      subjects: ['addition', 'subtraction'],
    });
  });

  it('never returns today: on a weekday it gives the neighbouring weekdays', () => {
    const wednesday = noonUtc('2026-03-11');
    expect(nextScheduledDay(weekdays, wednesday, 'UTC')?.date).toBe('2026-03-12');
    expect(lastScheduledDay(weekdays, wednesday, 'UTC')?.date).toBe('2026-03-10');
  });

  it('with only today’s weekday scheduled, gives the same weekday a week away', () => {
    const wednesday = noonUtc('2026-03-11');
    expect(nextScheduledDay({ division: 'w' }, wednesday, 'UTC')?.date).toBe('2026-03-18');
    expect(lastScheduledDay({ division: 'w' }, wednesday, 'UTC')?.date).toBe('2026-03-04');
  });

  it('lists only the subjects scheduled on that day', () => {
    const tuesday = noonUtc('2026-03-10');
    const schedules = { addition: 'm', division: 'w', multiplication: 'mw' };
    expect(nextScheduledDay(schedules, tuesday, 'UTC')).toEqual({
      date: '2026-03-11',
      day: 'w',
      subjects: ['multiplication', 'division'],
    });
    expect(lastScheduledDay(schedules, tuesday, 'UTC')).toEqual({
      date: '2026-03-09',
      day: 'm',
      subjects: ['addition', 'multiplication'],
    });
  });

  it('is null when no subject has any day', () => {
    expect(nextScheduledDay({}, noonUtc('2026-03-11'), 'UTC')).toBeNull();
    expect(
      lastScheduledDay({ addition: '', division: '' }, noonUtc('2026-03-11'), 'UTC'),
    ).toBeNull();
  });

  it('crosses month and year ends', () => {
    // Saturday 28 February 2026.
    expect(nextScheduledDay(weekdays, noonUtc('2026-02-28'), 'UTC')?.date).toBe('2026-03-02');
    expect(lastScheduledDay(weekdays, noonUtc('2026-02-28'), 'UTC')?.date).toBe('2026-02-27');
    // Thursday 31 December 2026, Mondays only.
    expect(nextScheduledDay({ addition: 'm' }, noonUtc('2026-12-31'), 'UTC')?.date).toBe(
      '2027-01-04',
    );
    // Saturday 2 January 2027: the last weekday is New Year's Day.
    expect(lastScheduledDay(weekdays, noonUtc('2027-01-02'), 'UTC')).toMatchObject({
      date: '2027-01-01',
      day: 'f',
    });
  });

  it('counts from today in the student’s zone', () => {
    // 15:30 UTC on Sunday 15 March 2026 is already 00:30 on Monday 16 March in Tokyo.
    const instant = new Date('2026-03-15T15:30:00Z');
    expect(nextScheduledDay({ addition: 'm' }, instant, 'UTC')?.date).toBe('2026-03-16');
    expect(nextScheduledDay({ addition: 'm' }, instant, 'Asia/Tokyo')?.date).toBe('2026-03-23');
    expect(
      lastScheduledDay({ addition: 'f' }, HONOLULU_FRIDAY_2330, 'Pacific/Honolulu')?.date,
    ).toBe('2026-03-06');
    expect(lastScheduledDay({ addition: 'f' }, HONOLULU_FRIDAY_2330, 'UTC')?.date).toBe(
      '2026-03-13',
    );
  });
});

describe('latestDateKey', () => {
  it('takes the latest stored date in any order and format, ignoring non-dates', () => {
    expect(latestDateKey(['2026-3-9', '2026-03-11-08:00', 'soon', '2026-03-10'])).toBe(
      '2026-03-11',
    );
    expect(latestDateKey(['2025-12-31-23:59', '2026-1-1'])).toBe('2026-01-01');
    expect(latestDateKey(['never', ''])).toBeNull();
    expect(latestDateKey([])).toBeNull();
  });
});

describe('isCompletedToday (spec §4: the latest history entry falls on today’s date)', () => {
  it('is true when the latest entry is today, whatever the order of the entries', () => {
    const friday = noonUtc('2026-03-13');
    expect(isCompletedToday(['2026-03-13-10:15', '2026-03-12-16:00'], friday, 'UTC')).toBe(true);
    expect(isCompletedToday(['2026-3-13'], friday, 'UTC')).toBe(true);
  });

  it('is false when the latest entry is an earlier day, or there is none', () => {
    const friday = noonUtc('2026-03-13');
    expect(isCompletedToday(['2026-03-12-16:00', '2026-03-06'], friday, 'UTC')).toBe(false);
    expect(isCompletedToday([], friday, 'UTC')).toBe(false);
    expect(isCompletedToday(['yesterday', 'today'], friday, 'UTC')).toBe(false);
  });

  it('is false when the latest entry lies after today', () => {
    expect(isCompletedToday(['2026-03-13', '2026-03-14'], noonUtc('2026-03-13'), 'UTC')).toBe(
      false,
    );
  });

  it('a student in UTC−10 at 23:30 finished at 23:10 local time today, though UTC says tomorrow', () => {
    const entries = ['2026-03-12-16:00', '2026-03-13-23:10'];
    expect(isCompletedToday(entries, HONOLULU_FRIDAY_2330, 'Pacific/Honolulu')).toBe(true);
    expect(isCompletedToday(entries, HONOLULU_FRIDAY_2330, 'UTC')).toBe(false);
  });

  it('crosses the year end', () => {
    const newYearsDay = new Date('2027-01-01T08:00:00Z');
    expect(isCompletedToday(['2026-12-31-23:50'], newYearsDay, 'UTC')).toBe(false);
    expect(isCompletedToday(['2026-12-31-23:50', '2027-1-1-08:00'], newYearsDay, 'UTC')).toBe(true);
  });
});
