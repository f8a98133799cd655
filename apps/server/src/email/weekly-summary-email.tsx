/**
 * The weekly summary e-mail to a parent about one student: a subject line with the week's count
 * and accuracy, an HTML part (table layout with inline styles, no images, no scripts — what
 * e-mail clients show; every number in words, never colour alone) rendered with React's
 * `renderToStaticMarkup`, and a plain-text part with the same content.
 * @see issue 7 "Weekly summary e-mails"
 */
import { renderEmail } from './html/email-document';
import type { EmailMessage } from './mailer';
import type { WeeklySummaryEmailInput } from './weekly-summary/input';
import { SummaryDocument } from './weekly-summary/summary-document';
import { summaryText } from './weekly-summary/text-part';
import { weeklySummarySubject } from './weekly-summary/words';

export type { WeeklySummaryEmailInput, WeeklyTroubleSpot } from './weekly-summary/input';
export { exampleWords, levelWords, weekWords, weeklySummarySubject } from './weekly-summary/words';

/**
 * The e-mail: `{ to, subject, text, html, headers }` (see {@link weeklySummarySubject}); the HTML
 * is a whole document (`<!DOCTYPE html>`), the text the same content line by line — with a
 * "Trouble spots" part naming each confirmed procedural bug, its words for parents and an
 * example, when the student has any; the headers
 * offer one-click unsubscribe to mail programs (`List-Unsubscribe` with the link, and
 * `List-Unsubscribe-Post`, RFC 8058: they POST to the link, which turns the e-mails off).
 */
export function weeklySummaryEmail(input: WeeklySummaryEmailInput): EmailMessage {
  const dashboard = `${input.siteUrl}/#/report-cards`;
  const subject = weeklySummarySubject(input.studentName, input.summary);
  const html = renderEmail(
    <SummaryDocument input={input} subject={subject} dashboard={dashboard} />,
  );
  return {
    to: input.to,
    subject,
    text: summaryText(input, dashboard),
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
