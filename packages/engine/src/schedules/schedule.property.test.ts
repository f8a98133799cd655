import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_LETTERS,
  formatSchedule,
  isScheduled,
  parseSchedule,
  scheduleChanged,
  toggleDay,
  toggleEveryDay,
  toggleWeekdays,
  type DayLetter,
} from './index';

const letter = fc.constantFrom(...DAY_LETTERS);
/** Any subset of the days, as a list in any order, possibly with repeats. */
const letters = fc.array(letter, { maxLength: 10 });
/** A schedule string as a parent's older client might have stored it: any order, no repeats. */
const scheduleText = fc.shuffledSubarray([...DAY_LETTERS]).map((days) => days.join(''));
const CANONICAL = /^s?m?t?w?r?f?a?$/;

describe('schedule properties', () => {
  it('format∘parse is canonical, idempotent and keeps exactly the given days', () => {
    fc.assert(
      fc.property(scheduleText, (text) => {
        const canonical = formatSchedule(parseSchedule(text));
        expect(canonical).toMatch(CANONICAL);
        expect(formatSchedule(parseSchedule(canonical))).toBe(canonical);
        expect([...canonical].sort()).toEqual([...text].sort());
        expect(scheduleChanged(text, canonical)).toBe(false);
      }),
    );
  });

  it('toggling a day twice restores the schedule; once changes it', () => {
    fc.assert(
      fc.property(letters, letter, (days, day) => {
        const once = toggleDay(days, day);
        expect(scheduleChanged(days, once)).toBe(true);
        expect(once.has(day)).toBe(!new Set(days).has(day));
        expect(formatSchedule(toggleDay(once, day))).toBe(formatSchedule(days));
      }),
    );
  });

  it('toggles commute: the order in which days are flipped does not matter', () => {
    fc.assert(
      fc.property(letters, letters, (start, flips) => {
        const forward = flips.reduce<Iterable<DayLetter>>((s, d) => toggleDay(s, d), start);
        const backward = [...flips]
          .reverse()
          .reduce<Iterable<DayLetter>>((s, d) => toggleDay(s, d), start);
        expect(formatSchedule(forward)).toBe(formatSchedule(backward));
      }),
    );
  });

  it("'Weekday' always lands on Mon–Fri or nothing, and twice from Mon–Fri gives Mon–Fri back", () => {
    fc.assert(
      fc.property(letters, (days) => {
        const once = formatSchedule(toggleWeekdays(days));
        expect(['mtwrf', '']).toContain(once);
        expect(once === '').toBe(formatSchedule(days) === 'mtwrf');
      }),
    );
    expect(formatSchedule(toggleWeekdays(toggleWeekdays('mtwrf')))).toBe('mtwrf');
    expect(formatSchedule(toggleWeekdays(toggleWeekdays('')))).toBe('');
  });

  it("'Every Day' always lands on all days or none, and clears only a full week", () => {
    fc.assert(
      fc.property(letters, (days) => {
        const once = formatSchedule(toggleEveryDay(days));
        expect(once).toBe(new Set(days).size === 7 ? '' : 'smtwrfa');
        expect(formatSchedule(toggleEveryDay(toggleEveryDay(once)))).toBe(once);
      }),
    );
  });

  it('a date is scheduled exactly when its local weekday letter is in the schedule', () => {
    fc.assert(
      fc.property(
        scheduleText,
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (text, date) => {
          expect(isScheduled(text, date)).toBe(text.includes(DAY_LETTERS[date.getDay()]!));
        },
      ),
    );
  });
});
