/**
 * The weekly summary e-mail to a parent about one student: a subject line with the week's count
 * and accuracy, an HTML part (table layout with inline styles, no images, no scripts — what
 * e-mail clients show; every number in words, never colour alone) rendered with React's
 * `renderToStaticMarkup`, and a plain-text part with the same content.
 * @see issue 7 "Weekly summary e-mails"
 */
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Subject } from '@mathcols/engine';
import type { IsoWeek } from '../jobs/iso-week';
import type { SubjectWeek, WeekSummary } from '../jobs/summarise-week';
import type { EmailMessage } from './mailer';

/** What {@link weeklySummaryEmail} words. */
export interface WeeklySummaryEmailInput {
  /** The parent's address. */
  to: string;
  /** The parent's first name, for the greeting (may be empty). */
  parentFirstname: string;
  /** The student's name as the product greets them, e.g. `'Sam'`. */
  studentName: string;
  week: IsoWeek;
  summary: WeekSummary;
  /** The site's base URL without a trailing slash, e.g. `https://mathcols.example`. */
  siteUrl: string;
  /** The signed unsubscribe link (see `unsubscribeLink`). */
  unsubscribeUrl: string;
  /**
   * The student's confirmed trouble spots (procedural bugs the diagnosis saw on two problems or
   * more and not yet overcome), in the product's subject order; the part is left out when empty.
   * @defaultValue none
   */
  troubleSpots?: readonly WeeklyTroubleSpot[];
}

/** A trouble spot as the weekly e-mail words it. */
export interface WeeklyTroubleSpot {
  subject: Subject;
  /** The bug's short name, e.g. 'Smaller from larger'. */
  name: string;
  /** The catalogue's sentence for parents. */
  parentDescription: string;
  /**
   * The latest problem it explained: the problem as a child reads it (`'81 − 38'`), the
   * child's answer (`'57'`) and the correct one (`'43'`). @defaultValue no example
   */
  example?: { question: string; answer: string; correct: string };
}

const SUBJECT_NAMES: Readonly<Record<Subject, string>> = {
  addition: 'Addition',
  subtraction: 'Subtraction',
  multiplication: 'Multiplication',
  division: 'Division',
};

/** `1 assignment`, `3 assignments`. */
function count(n: number, noun: string): string {
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
function words(input: WeeklySummaryEmailInput) {
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
    progressLink: `See ${studentName}'s progress`,
    why: 'You get this email because weekly summaries are on for your mathcols account.',
    unsubscribe: 'Stop weekly summaries',
  };
}

/** `Smaller from larger (Subtraction)`. */
function spotTitle(spot: WeeklyTroubleSpot): string {
  return `${spot.name} (${SUBJECT_NAMES[spot.subject]})`;
}

/** `For example: 81 − 38 = 57 (the answer is 43).`, or `''` without an example. */
export function exampleWords({ example }: WeeklyTroubleSpot): string {
  if (!example) return '';
  return `For example: ${example.question} = ${example.answer} (the answer is ${example.correct}).`;
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
    ...spots.map(
      (spot) =>
        `- ${spotTitle(spot)}: ${[spot.parentDescription, exampleWords(spot)].filter(Boolean).join(' ')}`,
    ),
  ];
}

/**
 * The e-mail: `{ to, subject, text, html, headers }` (see {@link weeklySummarySubject}); the HTML
 * is a whole document (`<!DOCTYPE html>`), the text the same content line by line — with a
 * "Trouble spots" part naming each confirmed procedural bug, its words for parents and an
 * example, when the student has any; the headers
 * offer one-click unsubscribe to mail programs (`List-Unsubscribe` with the link, and
 * `List-Unsubscribe-Post`, RFC 8058: they POST to the link, which turns the e-mails off).
 */
export function weeklySummaryEmail(input: WeeklySummaryEmailInput): EmailMessage {
  const text = words(input);
  const dashboard = `${input.siteUrl}/#/report-cards`;
  const subject = weeklySummarySubject(input.studentName, input.summary);
  const lines = [
    text.greeting,
    '',
    `${text.heading} (${text.week}).`,
    '',
    text.lead,
    ...(input.summary.subjects.length > 0 ? [''] : []),
    ...input.summary.subjects.map(
      (week) =>
        `${SUBJECT_NAMES[week.subject]}: ${count(week.sets, 'assignment')}, ${count(week.questions, 'question')}, ${week.percent}% right; ${levelWords(week)}`,
    ),
    ...troubleLines(input),
    '',
    `${text.progressLink}: ${dashboard}`,
    '',
    '--',
    text.why,
    `${text.unsubscribe}: ${input.unsubscribeUrl}`,
  ];
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <SummaryDocument input={input} subject={subject} dashboard={dashboard} />,
  )}`;
  return {
    to: input.to,
    subject,
    text: lines.join('\n'),
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const colours = {
  text: '#1f2937',
  muted: '#4b5563',
  link: '#1d4ed8',
  border: '#d1d5db',
  page: '#f3f4f6',
  card: '#ffffff',
  head: '#e5e7eb',
};
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const cell: CSSProperties = {
  padding: '8px 6px',
  borderBottom: `1px solid ${colours.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  fontSize: '15px',
};
const link: CSSProperties = { color: colours.link, textDecoration: 'underline' };

function Layout({ children }: { children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ backgroundColor: colours.page, borderCollapse: 'collapse' }}
    >
      <tbody>
        <tr>
          <td align="center" style={{ padding: '16px 8px' }}>
            <table
              role="presentation"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{
                maxWidth: '600px',
                backgroundColor: colours.card,
                border: `1px solid ${colours.border}`,
                borderCollapse: 'collapse',
              }}
            >
              <tbody>
                <tr>
                  <td style={{ padding: '20px' }}>{children}</td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function SubjectTable({ subjects }: { subjects: readonly SubjectWeek[] }) {
  const head: CSSProperties = { ...cell, backgroundColor: colours.head, fontSize: '14px' };
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '16px 0', color: colours.text }}
    >
      <thead>
        <tr>
          <th scope="col" style={head}>
            Subject
          </th>
          <th scope="col" style={head}>
            This week
          </th>
          <th scope="col" style={head}>
            Level
          </th>
        </tr>
      </thead>
      <tbody>
        {subjects.map((week) => (
          <tr key={week.subject}>
            <th scope="row" style={cell}>
              {SUBJECT_NAMES[week.subject]}
            </th>
            <td style={cell}>
              <strong>{week.percent}% right</strong>
              <br />
              {count(week.sets, 'assignment')}, {count(week.questions, 'question')}
            </td>
            <td style={cell}>{levelWords(week)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TroubleSpots({
  spots,
  title,
  lead,
}: {
  spots: readonly WeeklyTroubleSpot[];
  title: string;
  lead: string;
}) {
  const paragraph: CSSProperties = { margin: '0 0 8px', fontSize: '15px', lineHeight: '1.5' };
  return (
    <div style={{ margin: '0 0 16px' }}>
      <h2 style={{ margin: '8px 0 4px', fontSize: '18px', lineHeight: '1.3' }}>{title}</h2>
      <p style={paragraph}>{lead}</p>
      <ul style={{ margin: '0 0 8px', paddingLeft: '20px' }}>
        {spots.map((spot) => (
          <li key={`${spot.subject}:${spot.name}`} style={{ ...paragraph, margin: '0 0 10px' }}>
            <strong>{spotTitle(spot)}:</strong> {spot.parentDescription}
            {spot.example && (
              <>
                <br />
                <span style={{ color: colours.muted }}>{exampleWords(spot)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SummaryDocument(props: {
  input: WeeklySummaryEmailInput;
  subject: string;
  dashboard: string;
}) {
  const { input, subject, dashboard } = props;
  const text = words(input);
  const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colours.page, fontFamily: font }}>
        <Layout>
          <div style={{ color: colours.text, fontFamily: font }}>
            <p style={paragraph}>{text.greeting}</p>
            <h1 style={{ margin: '0 0 4px', fontSize: '22px', lineHeight: '1.3' }}>
              {text.heading}
            </h1>
            <p style={{ ...paragraph, color: colours.muted, fontSize: '14px' }}>{text.week}</p>
            <p style={paragraph}>{text.lead}</p>
            {input.summary.subjects.length > 0 && (
              <SubjectTable subjects={input.summary.subjects} />
            )}
            {input.troubleSpots && input.troubleSpots.length > 0 && (
              <TroubleSpots
                spots={input.troubleSpots}
                title={text.troubleTitle}
                lead={text.troubleLead}
              />
            )}
            <p style={paragraph}>
              <a href={dashboard} style={{ ...link, fontWeight: 'bold' }}>
                {text.progressLink}
              </a>
            </p>
            <hr style={{ border: 0, borderTop: `1px solid ${colours.border}`, margin: '24px 0' }} />
            <p style={{ ...paragraph, color: colours.muted, fontSize: '13px' }}>
              {text.why}{' '}
              <a href={input.unsubscribeUrl} style={link}>
                {text.unsubscribe}
              </a>
              .
            </p>
          </div>
        </Layout>
      </body>
    </html>
  );
}
