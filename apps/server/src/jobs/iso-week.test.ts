import { describe, expect, it } from 'vitest';
import { addDays, weekdayOfKey } from '@mathcols/engine';
import { isoWeekOf, isoWeekOfDate } from './iso-week';

describe('isoWeekOfDate', () => {
  it('names the week and its Monday to Sunday', () => {
    expect(isoWeekOfDate('2026-11-26')).toEqual({
      key: '2026-W48',
      year: 2026,
      week: 48,
      monday: '2026-11-23',
      sunday: '2026-11-29',
    });
  });

  it.each([
    ['2026-12-31', '2026-W53', '2026-12-28', '2027-01-03'],
    ['2027-01-01', '2026-W53', '2026-12-28', '2027-01-03'],
    ['2027-01-03', '2026-W53', '2026-12-28', '2027-01-03'],
    ['2027-01-04', '2027-W01', '2027-01-04', '2027-01-10'],
    ['2020-12-31', '2020-W53', '2020-12-28', '2021-01-03'],
    ['2021-01-03', '2020-W53', '2020-12-28', '2021-01-03'],
    ['2019-12-30', '2020-W01', '2019-12-30', '2020-01-05'],
    ['2024-12-30', '2025-W01', '2024-12-30', '2025-01-05'],
    ['2025-12-28', '2025-W52', '2025-12-22', '2025-12-28'],
  ])('puts %s in %s (%s to %s) across year boundaries', (date, key, monday, sunday) => {
    expect(isoWeekOfDate(date)).toMatchObject({ key, monday, sunday });
  });

  it('numbers every day of 2019–2032 the ISO way', () => {
    let previous = isoWeekOfDate('2018-12-31');
    for (let day = '2019-01-01'; day <= '2032-12-31'; day = addDays(day, 1)) {
      const current = isoWeekOfDate(day);
      expect(weekdayOfKey(current.monday)).toBe(1);
      expect(current.monday <= day && day <= current.sunday).toBe(true);
      if (day === current.monday) {
        const next =
          current.year === previous.year
            ? { year: previous.year, week: previous.week + 1 }
            : { year: previous.year + 1, week: 1 };
        expect({ year: current.year, week: current.week }).toEqual(next);
      } else {
        expect(current).toEqual(previous);
      }
      // 4 January is always in week 1; 28 December always in the year's last week.
      if (day.endsWith('-01-04')) expect(current.week).toBe(1);
      if (day.endsWith('-12-28')) {
        expect(isoWeekOfDate(addDays(day, 7)).week).toBe(1);
        expect(current.week).toBeGreaterThanOrEqual(52);
      }
      previous = current;
    }
  });

  it('refuses text that is not a date', () => {
    expect(() => isoWeekOfDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('isoWeekOf', () => {
  it('reads the calendar date in the given zone, UTC by default', () => {
    // Monday 00:30 in UTC is still Sunday in New York: the week before.
    const instant = new Date('2026-11-30T00:30:00Z');
    expect(isoWeekOf(instant).key).toBe('2026-W49');
    expect(isoWeekOf(instant, 'America/New_York').key).toBe('2026-W48');
  });
});
