/**
 * The HTML part of the weekly summary e-mail as one React document (rendered with
 * `renderToStaticMarkup`): greeting, the week, the subject table, the trouble spots and both
 * links.
 */
import type { CSSProperties } from 'react';
import type { WeeklySummaryEmailInput } from './input';
import { Layout } from './layout';
import { colours, font, link } from './styles';
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
