import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateKeyOf,
  isSameDay,
  isValidTimeZone,
  localDateKey,
  localDateTimeKey,
  weekdayOfKey,
} from './local-date';

describe('localDateKey', () => {
  it('gives the local calendar date of the runtime without a zone', () => {
    expect(localDateKey(new Date(2026, 2, 7, 23, 59))).toBe('2026-03-07');
    expect(localDateKey(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('gives the date in the named zone', () => {
    // 09:30 UTC on 8 March is still 7 March, 23:30, in Honolulu (UTC−10).
    const instant = new Date('2026-03-08T09:30:00Z');
    expect(localDateKey(instant, 'UTC')).toBe('2026-03-08');
    expect(localDateKey(instant, 'Pacific/Honolulu')).toBe('2026-03-07');
    expect(localDateKey(instant, 'Asia/Tokyo')).toBe('2026-03-08');
    expect(localDateKey(new Date('2026-03-07T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-08');
  });

  it('gives the date and minute for history entries, 24-hour, in the zone', () => {
    const instant = new Date('2025-03-14T09:30:00Z');
    expect(localDateTimeKey(instant, 'Pacific/Honolulu')).toBe('2025-03-13-23:30');
    expect(localDateTimeKey(instant, 'UTC')).toBe('2025-03-14-09:30');
    expect(localDateTimeKey(new Date('2025-03-14T00:05:00Z'), 'UTC')).toBe('2025-03-14-00:05');
    expect(localDateTimeKey(new Date(2026, 0, 2, 7, 4))).toBe('2026-01-02-07:04');
  });

  it('refuses an invalid date or zone', () => {
    expect(() => localDateTimeKey(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => localDateKey(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => localDateKey(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Pacific/Honolulu']) {
      expect(isValidTimeZone(zone)).toBe(true);
    }
    for (const zone of ['Mars/Olympus', '', '  ', 'x'.repeat(65), 42, null, undefined]) {
      expect(isValidTimeZone(zone)).toBe(false);
    }
  });
});

describe('dateKeyOf / isSameDay', () => {
  it('reads the leading year-month-day of stored dates, padded or not', () => {
    expect(dateKeyOf('2026-3-7')).toBe('2026-03-07');
    expect(dateKeyOf('2026-03-07-14:03')).toBe('2026-03-07');
    expect(dateKeyOf('2026-03-07T14:03:00Z')).toBe('2026-03-07');
    expect(dateKeyOf('2026-02-30')).toBeNull();
    expect(dateKeyOf('yesterday')).toBeNull();
    expect(dateKeyOf('2026-03-071')).toBeNull();
  });

  it('compares with the date of now in the zone: a student in UTC−10 at 23:30 is still on the same day', () => {
    const lateEvening = new Date('2026-03-08T09:30:00Z'); // 23:30 on 7 March in Honolulu
    expect(isSameDay('2026-03-07-23:10', lateEvening, 'Pacific/Honolulu')).toBe(true);
    expect(isSameDay('2026-03-08', lateEvening, 'Pacific/Honolulu')).toBe(false);
    expect(isSameDay('2026-03-08', lateEvening, 'UTC')).toBe(true);
    expect(isSameDay('not a date', lateEvening, 'UTC')).toBe(false);
  });
});

describe('addDays / weekdayOfKey', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });

  it('is not shifted by daylight-saving changes', () => {
    // Clocks in Europe moved on 29 March 2026; the calendar keeps counting days.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('gives the weekday, Sunday = 0', () => {
    expect(weekdayOfKey('2026-03-08')).toBe(0); // a Sunday
    expect(weekdayOfKey('2026-03-14')).toBe(6);
  });
});
