/**
 * The plain-text part of the weekly summary e-mail: the HTML part's content, line by line.
 * @see issue 7 "Weekly summary e-mails"
 */
import type { SubjectWeek } from '../../jobs/summarise-week';
import type { WeeklySummaryEmailInput } from './input';
import {
  SUBJECT_NAMES,
  count,
  exampleWords,
  levelWords,
  practiceUrl,
  spotTitle,
  words,
  workingOnWords,
} from './words';

/** `Level 1 to 2 (moved up once); working on 2-digit + 1-digit, no carrying`. */
function levelLine(week: SubjectWeek): string {
  const workingOn = workingOnWords(week);
  return workingOn ? `${levelWords(week)}; ${workingOn}` : levelWords(week);
}

/** The trouble spots' lines of the text part (none when there are none). */
function troubleLines(input: WeeklySummaryEmailInput): string[] {
  const spots = input.troubleSpots ?? [];
  if (spots.length === 0) return [];
  const text = words(input);
  return [
    '',
    text.troubleTitle,
    text.troubleLead,
    ...spots.flatMap((spot) => {
      const line = `- ${spotTitle(spot)}: ${[spot.parentDescription, exampleWords(spot)].filter(Boolean).join(' ')}`;
      const url = practiceUrl(input.siteUrl, spot);
      return url ? [line, `  ${text.practiceLink}: ${url}`] : [line];
    }),
  ];
}

/** The text part: greeting, the week, a line per subject, the trouble spots and both links. */
export function summaryText(input: WeeklySummaryEmailInput, dashboard: string): string {
  const text = words(input);
  const lines = [
    text.greeting,
    '',
    `${text.heading} (${text.week}).`,
    '',
    text.lead,
    ...(input.summary.subjects.length > 0 ? [''] : []),
    ...input.summary.subjects.map(
      (week) =>
        `${SUBJECT_NAMES[week.subject]}: ${count(week.sets, 'assignment')}, ${count(week.questions, 'question')}, ${week.percent}% right; ${levelLine(week)}`,
    ),
    ...troubleLines(input),
    '',
    `${text.progressLink}: ${dashboard}`,
    '',
    '--',
    text.why,
    `${text.unsubscribe}: ${input.unsubscribeUrl}`,
  ];
  return lines.join('\n');
}
