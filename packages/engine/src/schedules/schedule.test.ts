import { describe, expect, it } from 'vitest';
import {
  DAY_LETTERS,
  DAY_NAMES,
  DAY_SHORT_NAMES,
  dayLetterOf,
  describeSchedule,
  formatSchedule,
  isDayLetter,
  isEveryDay,
  isScheduled,
  isWeekdays,
  parseSchedule,
  scheduleChanged,
  toggleDay,
  toggleEveryDay,
  toggleWeekdays,
  type DayLetter,
} from './index';

describe('day letters', () => {
  it('are s m t w r f a, Sunday first, so the index is Date#getDay()', () => {
    expect(DAY_LETTERS.join(' ')).toBe('s m t w r f a');
    expect(DAY_LETTERS.map((d) => DAY_NAMES[d])).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(DAY_LETTERS.map((d) => DAY_SHORT_NAMES[d]).join(' ')).toBe(
      'Sun Mon Tue Wed Thu Fri Sat',
    );
  });

  it('isDayLetter accepts only the seven lower-case letters', () => {
    expect(DAY_LETTERS.every(isDayLetter)).toBe(true);
    for (const value of ['S', 'x', '', 'mw', 1, null]) expect(isDayLetter(value)).toBe(false);
  });
});

describe('parseSchedule / formatSchedule', () => {
  it('parses letters in any order into a canonical set', () => {
    expect([...parseSchedule('fwm')]).toEqual(['m', 'w', 'f']);
    expect([...parseSchedule('')]).toEqual([]);
    expect(parseSchedule('asfrwtm').size).toBe(7);
  });

  it('counts a repeated letter once', () => {
    expect(formatSchedule('mmw')).toBe('mw');
  });

  it('refuses anything that is not a day letter, naming it', () => {
    expect(() => parseSchedule('mWf')).toThrow(RangeError);
    expect(() => parseSchedule('mWf')).toThrow(/"W"/);
    expect(() => parseSchedule('m f')).toThrow(/" "/);
    expect(() => parseSchedule('mon')).toThrow(/"o"/);
  });

  it('formats strings, sets and arrays in canonical order', () => {
    expect(formatSchedule(['a', 's', 'w'])).toBe('swa');
    expect(formatSchedule(new Set<DayLetter>(['f', 'm']))).toBe('mf');
    expect(formatSchedule('ratwfms')).toBe('smtwrfa');
    expect(formatSchedule([])).toBe('');
    expect(() => formatSchedule(['x' as DayLetter])).toThrow(RangeError);
  });
});

describe('toggles and presets (spec §4 "Schedule editing")', () => {
  it('toggleDay turns a day on and off without touching the input', () => {
    const saved = parseSchedule('mw');
    expect(formatSchedule(toggleDay(saved, 'f'))).toBe('mwf');
    expect(formatSchedule(toggleDay(saved, 'm'))).toBe('w');
    expect(formatSchedule(saved)).toBe('mw');
    expect(() => toggleDay('m', 'q' as DayLetter)).toThrow(RangeError);
  });

  it("'Weekday' sets Mon–Fri only, clearing the weekend", () => {
    expect(formatSchedule(toggleWeekdays(''))).toBe('mtwrf');
    expect(formatSchedule(toggleWeekdays('sma'))).toBe('mtwrf');
    expect(formatSchedule(toggleWeekdays('smtwrfa'))).toBe('mtwrf');
    expect(formatSchedule(toggleWeekdays('mtwr'))).toBe('mtwrf');
  });

  it("'Weekday' clears everything when the schedule is already exactly Mon–Fri", () => {
    expect(formatSchedule(toggleWeekdays('mtwrf'))).toBe('');
    expect(formatSchedule(toggleWeekdays('frwtm'))).toBe('');
  });

  it("'Every Day' sets all days, or clears all when all are set", () => {
    expect(formatSchedule(toggleEveryDay(''))).toBe('smtwrfa');
    expect(formatSchedule(toggleEveryDay('mtwrf'))).toBe('smtwrfa');
    expect(formatSchedule(toggleEveryDay('smtwrfa'))).toBe('');
  });

  it('isWeekdays and isEveryDay recognise exactly the preset schedules', () => {
    expect(isWeekdays('fmtwr')).toBe(true);
    expect(isWeekdays('mtwrfa')).toBe(false);
    expect(isWeekdays('mtwr')).toBe(false);
    expect(isEveryDay('asmtwrf')).toBe(true);
    expect(isEveryDay('mtwrfa')).toBe(false);
  });
});

describe('scheduleChanged', () => {
  it('compares the days, not the order', () => {
    expect(scheduleChanged('mwf', 'fwm')).toBe(false);
    expect(scheduleChanged('mwf', ['m', 'w', 'f'])).toBe(false);
    expect(scheduleChanged('', '')).toBe(false);
    expect(scheduleChanged('mwf', 'mw')).toBe(true);
    expect(scheduleChanged('', 's')).toBe(true);
  });
});

describe('dayLetterOf / isScheduled', () => {
  // 2024-01-01 was a Monday.
  const mondayNoonLocal = new Date(2024, 0, 1, 12);

  it('uses the local weekday by default', () => {
    expect(dayLetterOf(mondayNoonLocal)).toBe('m');
    const week = DAY_LETTERS.map((_, i) => dayLetterOf(new Date(2024, 0, 7 + i, 9)));
    expect(week).toEqual([...DAY_LETTERS]);
    expect(isScheduled('mwf', mondayNoonLocal)).toBe(true);
    expect(isScheduled('twrfa', mondayNoonLocal)).toBe(false);
  });

  it('uses the weekday in the given time zone', () => {
    // 23:30 UTC on Sunday 7 Jan 2024 is already Monday in Berlin and still Sunday in New York.
    const instant = new Date(Date.UTC(2024, 0, 7, 23, 30));
    expect(dayLetterOf(instant, 'UTC')).toBe('s');
    expect(dayLetterOf(instant, 'Europe/Berlin')).toBe('m');
    expect(dayLetterOf(instant, 'America/New_York')).toBe('s');
    expect(isScheduled('mwf', instant, 'Europe/Berlin')).toBe(true);
    expect(isScheduled('mwf', instant, 'America/New_York')).toBe(false);
  });

  it('refuses an invalid date or time zone', () => {
    expect(() => dayLetterOf(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => isScheduled('m', new Date(2024, 0, 1), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('describeSchedule', () => {
  it.each([
    ['', 'No days'],
    ['smtwrfa', 'Every day'],
    ['fmtwr', 'Weekdays'],
    ['mwf', 'Mon, Wed, Fri'],
    ['as', 'Sun, Sat'],
    ['mtwrfa', 'Mon, Tue, Wed, Thu, Fri, Sat'],
    ['r', 'Thu'],
  ])('%j reads %j', (schedule, text) => {
    expect(describeSchedule(schedule)).toBe(text);
  });
});
