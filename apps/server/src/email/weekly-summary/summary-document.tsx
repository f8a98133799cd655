/**
 * The HTML part of the weekly summary e-mail as one React document (rendered with
 * `renderToStaticMarkup`): greeting, the week, the subject table, the trouble spots and both
 * links, in the e-mails' shared frame (../html/email-document.tsx).
 */
import type { CSSProperties } from 'react';
import type { WeeklySummaryEmailInput } from './input';
import { EmailDocument } from '../html/email-document';
import { colours, link } from '../html/styles';
import { SubjectTable } from './subject-table';
import { TroubleSpots } from './trouble-spots';
import { words } from './words';

/** The whole HTML document (without the `<!DOCTYPE html>`). */
export function SummaryDocument(props: {
  input: WeeklySummaryEmailInput;
  subject: string;
  dashboard: string;
}) {
  const { input, subject, dashboard } = props;
  const text = words(input);
  const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };
  return (
    <EmailDocument
      title={subject}
      footer={
        <p style={{ ...paragraph, color: colours.muted, fontSize: '13px' }}>
          {text.why}{' '}
          <a href={input.unsubscribeUrl} style={link}>
            {text.unsubscribe}
          </a>
          .
        </p>
      }
    >
      <p style={paragraph}>{text.greeting}</p>
      <h1 style={{ margin: '0 0 4px', fontSize: '22px', lineHeight: '1.3' }}>{text.heading}</h1>
      <p style={{ ...paragraph, color: colours.muted, fontSize: '14px' }}>{text.week}</p>
      <p style={paragraph}>{text.lead}</p>
      {input.summary.subjects.length > 0 && <SubjectTable subjects={input.summary.subjects} />}
      {input.troubleSpots && input.troubleSpots.length > 0 && (
        <TroubleSpots
          spots={input.troubleSpots}
          title={text.troubleTitle}
          lead={text.troubleLead}
          practiceLink={text.practiceLink}
          siteUrl={input.siteUrl}
        />
      )}
      <p style={paragraph}>
        <a href={dashboard} style={{ ...link, fontWeight: 'bold' }}>
          {text.progressLink}
        </a>
      </p>
    </EmailDocument>
  );
}
