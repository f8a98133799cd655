/**
 * The weekly summary e-mail's words, shared by its HTML and text parts: the subject line, counts,
 * level moves, the week's dates and the trouble spots' titles and examples.
 * @see issue 7 "Weekly summary e-mails"
 */
import { levelsFor, type Subject } from '@mathcols/engine';
import type { IsoWeek } from '../../jobs/iso-week';
import type { SubjectWeek, WeekSummary } from '../../jobs/summarise-week';
import type { WeeklySummaryEmailInput, WeeklyTroubleSpot } from './input';

/** The subjects' names as the e-mail writes them. */
export const SUBJECT_NAMES: Readonly<Record<Subject, string>> = {
  addition: 'Addition',
  subtraction: 'Subtraction',
  multiplication: 'Multiplication',
  division: 'Division',
};

/** `1 assignment`, `3 assignments`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** `once`, `twice`, `3 times`. */
function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/**
 * The subject line: `Sam's week in mathcols: 3 assignments, 92% right`, or `Sam's week in
 * mathcols: no assignments this week`.
 */
export function weeklySummarySubject(studentName: string, summary: WeekSummary): string {
  const head = `${studentName}'s week in mathcols`;
  if (summary.percent === null) return `${head}: no assignments this week`;
  return `${head}: ${count(summary.sets, 'assignment')}, ${summary.percent}% right`;
}

/** `Level 3, no change`, `Level 1 to 3 (moved up twice)`, `Level 4 to 3 (moved down once)`. */
export function levelWords(week: SubjectWeek): string {
  const moves = [
    week.advanced > 0 ? `moved up ${times(week.advanced)}` : '',
    week.decreased > 0 ? `moved down ${times(week.decreased)}` : '',
  ].filter(Boolean);
  if (week.startLevel === week.endLevel && moves.length === 0) {
    return `Level ${week.endLevel}, no change`;
  }
  const range =
    week.startLevel === week.endLevel
      ? `Level ${week.endLevel}`
      : `Level ${week.startLevel} to ${week.endLevel}`;
  return moves.length > 0 ? `${range} (${moves.join(', ')})` : range;
}

/**
 * `working on 2-digit + 1-digit, no carrying`: what the week's last level practises, in the
 * curriculum's words (its title); `''` for a level outside the curriculum.
 * @see spec §9 "Level 0-19"
 */
export function workingOnWords(week: SubjectWeek): string {
  const title = levelsFor(week.subject)[week.endLevel]?.title;
  return title ? `working on ${title}` : '';
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const dayYearFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** `Week 48: Monday, November 23 to Sunday, November 29, 2026`. */
export function weekWords(week: IsoWeek): string {
  const monday = dayFormat.format(new Date(`${week.monday}T00:00:00Z`));
  const sunday = dayYearFormat.format(new Date(`${week.sunday}T00:00:00Z`));
  return `Week ${week.week}: ${monday} to ${sunday}`;
}

/** The paragraphs both parts share, as plain strings. */
export function words(input: WeeklySummaryEmailInput) {
  const { studentName, summary } = input;
  return {
    greeting: input.parentFirstname.trim() ? `Hello ${input.parentFirstname.trim()},` : 'Hello,',
    heading: `${studentName}'s week in mathcols`,
    week: weekWords(input.week),
    lead:
      summary.percent === null
        ? `${studentName} did not finish any assignments this week. A few minutes on each scheduled day is enough to keep going; next week is a fresh start.`
        : `${studentName} finished ${count(summary.sets, 'assignment')} with ${count(summary.questions, 'question')} and got ${summary.percent}% right.`,
    troubleTitle: 'Trouble spots',
    troubleLead: `${studentName} made these mistakes the same way on more than one problem, so they are worth going over together:`,
    practiceLink: 'Print a practice sheet',
    progressLink: `See ${studentName}'s progress`,
    why: 'You get this email because weekly summaries are on for your mathcols account.',
    unsubscribe: 'Stop weekly summaries',
  };
}

/** `Smaller from larger (Subtraction)`. */
export function spotTitle(spot: WeeklyTroubleSpot): string {
  return `${spot.name} (${SUBJECT_NAMES[spot.subject]})`;
}

/** `For example: 81 − 38 = 57 (the answer is 43).`, or `''` without an example. */
export function exampleWords({ example }: WeeklyTroubleSpot): string {
  if (!example) return '';
  return `For example: ${example.question} = ${example.answer} (the answer is ${example.correct}).`;
}

/**
 * The address of a practice sheet against a trouble spot: the site's print view of the spot's
 * subject at the child's level with the bug (`…/#/print?subject=addition&level=3&bug=forgot-to-carry`;
 * the page's own count and a new seed), or `''` when the spot names none.
 */
export function practiceUrl(siteUrl: string, { subject, practice }: WeeklyTroubleSpot): string {
  if (!practice) return '';
  const search = new URLSearchParams({ subject, level: String(practice.level), bug: practice.bug });
  return `${siteUrl}/#/print?${search.toString()}`;
}
