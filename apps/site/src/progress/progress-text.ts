import type { LetterGrade } from '@mathcols/engine';
import type { LevelChartPoint } from '@mathcols/react';

/** 'sam' → 'Sam', 'mary-jo' → 'Mary-Jo' (names are stored lower-cased). */
export function capitalise(name: string): string {
  return name.replace(/(^|[\s'-])(\p{Ll})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/** 'Addition and Subtraction', 'Addition, Subtraction and Division'. */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * The words of My Progress, short and kind for a child to read (visual.md principle 5); the
 * spec's own string 'Back to Dashboard' stays as the spec has it.
 * @see spec §2 "My Progress"
 */
export const PROGRESS_TEXT = {
  /** The browser tab's title. */
  documentTitle: 'My Progress',
  /** The page heading: "Sam's Progress", or 'My Progress' without a first name. */
  title: (firstName: string) => {
    const name = capitalise(firstName.trim());
    return name ? `${name}'s Progress` : 'My Progress';
  },
  /** The line under the heading. */
  lead: 'Here is how you are doing in each subject.',
  /** The summary's heading. */
  averageTitle: 'Average score',
  /** The average as a percent, e.g. '80%'. */
  average: (percent: number) => `${percent}%`,
  /** The letter grade in words, e.g. 'Grade B'. */
  grade: (grade: LetterGrade) => `Grade ${grade}`,
  /** Which subjects the average is made of, e.g. 'Based on Addition and Subtraction.' */
  basedOn: (subjects: readonly string[]) => `Based on ${joinNames(subjects)}.`,
  /** A friendly line for each grade: praise, or what to do next — never blame. */
  cheer: {
    A: 'Amazing work. Keep it up!',
    B: 'Great work!',
    C: 'Good work. Practice makes it even better!',
    D: 'You are getting there. Keep practicing!',
    F: 'Every set makes you stronger. Keep going!',
  } satisfies Record<LetterGrade, string>,
  /** The empty state's sentence before any finished set. */
  empty: 'Finish your first assignment to see your scores here.',
  /** The empty state's button (to /assignments). */
  emptyAction: 'Go to Assignments',
  /** The hidden heading of the report cards. */
  cardsTitle: 'Report cards',
  /** Before the current level's title on each card ('Working on 2-digit + 2-digit, one carry'). */
  workingOn: 'Working on',
  /** A level chart's accessible name, e.g. 'Addition level history'. */
  chartTitle: (subject: string) => `${subject} level history`,
  /** The way back. @see spec §2 "My Progress" */
  back: 'Back to Dashboard',
} as const;

/** The calendar day of a stored date ('2026-03-07-14:03' or '2026-03-07'), or null. */
function calendarDay(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/**
 * How a level chart writes its dates, for a child and a parent: 'Mar 7', or 'Mar 7, 2026' when
 * the history spans more than one year. A date that is not `YYYY-MM-DD…` is shown as stored.
 * @param points - the chart's points (`date` as a stored `createdDate`), oldest first
 * @returns a `formatDate` for `<LevelChart>`
 * @see spec §3 "Student" (history createdDate as year-month-day-time)
 */
export function chartDateFormatter(points: readonly LevelChartPoint[]): (date: string) => string {
  const years = new Set(points.map((point) => calendarDay(point.date)?.year));
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(years.size > 1 ? { year: 'numeric' } : {}),
  });
  return (date) => {
    const day = calendarDay(date);
    return day ? format.format(new Date(day.year, day.month - 1, day.day)) : date;
  };
}
